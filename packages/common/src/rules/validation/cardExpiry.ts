/** Card expiry in the MM/YY form the payment form shows (spec 000 §3, §5). */
const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;

export interface CardExpiry {
  month: number;
  /** Four-digit year (YY is read as 20YY). */
  year: number;
}

export function parseCardExpiry(value: string): CardExpiry | undefined {
  const match = EXPIRY.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * Valid when well formed and not in the past: a card works through the last day of its expiry
 * month, so the current month is still valid. `now` is passed in to keep the rule pure.
 */
export function isValidCardExpiry(value: string, now: Date): boolean {
  const expiry = parseCardExpiry(value);
  if (!expiry) return false;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiry.year > currentYear || (expiry.year === currentYear && expiry.month >= currentMonth);
}

/**
 * Formats the expiry as it is typed: digits only, a first digit above 1 becomes "0d", a month
 * above 12 becomes 12, and the slash appears once the year starts (or when typed after the month),
 * so that deleting back over it does not fight the viewer.
 */
export function formatCardExpiry(input: string): string {
  const monthBeforeSlash = /^\s*(\d{1,2})\s*\//.exec(input)?.[1];
  let digits = input.replace(/\D/g, '');
  if (monthBeforeSlash?.length === 1 || /^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (Number(digits.slice(0, 2)) > 12) digits = `12${digits.slice(2)}`;
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  if (year) return `${month}/${year}`;
  return month.length === 2 && monthBeforeSlash ? `${month}/` : month;
}

/** The payment form's cardExpMonth / cardExpYear, both two digits as typed ("MM", "YY"). */
export function splitCardExpiry(value: string): { cardExpMonth: string; cardExpYear: string } | undefined {
  const match = EXPIRY.exec(value.trim());
  if (!match || !parseCardExpiry(value)) return undefined;
  return { cardExpMonth: match[1] as string, cardExpYear: match[2] as string };
}
