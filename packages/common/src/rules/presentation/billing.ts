import { DEFAULT_CURRENCY } from '../../constants';
import { dateTimeFormat, numberFormat } from './intlFormats';

/**
 * A price in its currency for the viewer's language ("€10.00", "10,00 €"). An unknown currency
 * code still shows: the amount with the code after it.
 */
export function formatPrice(amount: number, currency: string | null | undefined, language: string): string {
  const code = (currency?.trim() || DEFAULT_CURRENCY).toUpperCase();
  try {
    return numberFormat(language, { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${code}`;
  }
}

/** A billing date (seconds since the epoch, as the provider sends them) as a date in the viewer's language. */
export const formatBillingDate = (seconds: number, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(seconds * 1000));

/** The card's expiry as MM/YY, from the MM/YYYY or MM/YY the provider sends; undefined when unreadable. */
export function cardExpiryText(value: string | null | undefined): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value ?? '');
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return `${String(month).padStart(2, '0')}/${match[2]!.slice(-2)}`;
}

/** The file a PDF receipt is saved as (spec 001 §9). */
export const receiptFileName = (transactionId: string): string => `receipt_${transactionId}.pdf`;
