/**
 * VAT by customer country, as the sandbox charges it (a few markets; elsewhere none). Prices in
 * the offers file include the tax of the publisher's country; other countries pay the same gross
 * price, so only the net part changes.
 */
export const TAX_RATES: Readonly<Record<string, number>> = { NL: 0.21, DE: 0.19, GB: 0.2, FR: 0.2, BE: 0.21, US: 0 };

export const taxRateOf = (country: string): number => TAX_RATES[country.toUpperCase()] ?? 0;

export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;
