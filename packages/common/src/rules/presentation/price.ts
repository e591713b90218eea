/**
 * A price in the viewer's language with its currency ("€6.99", "6,99 €"). A currency code the
 * browser does not know is written before the amount with two decimals.
 */
export function formatPrice(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}
