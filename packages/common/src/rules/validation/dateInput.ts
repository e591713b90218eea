/**
 * The date input of the personal-details form (spec 000 §5): three digit-only boxes, day 1-31,
 * month 1-12, year of 4 digits between 1900 and 2100, sent as YYYY-MM-DD.
 */
export type DatePart = 'day' | 'month' | 'year';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const DATE_PART_LENGTH: Readonly<Record<DatePart, number>> = { day: 2, month: 2, year: 4 };
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formats one box as it is typed: digits only, at most its length. */
export const formatDatePart = (part: DatePart, input: string): string =>
  input.replace(/\D/g, '').slice(0, DATE_PART_LENGTH[part]);

const inRange = (text: string, min: number, max: number): boolean => {
  const value = Number(text);
  return /^\d+$/.test(text) && value >= min && value <= max;
};

/**
 * Valid when each part is in its range and, beyond the spec's ranges, the day exists in that
 * month (no 31 April, 29 February only in leap years): a provider would refuse such a date.
 */
export function isValidDateParts({ day, month, year }: DateParts): boolean {
  if (!inRange(day, 1, 31) || !inRange(month, 1, 12) || year.length !== 4 || !inRange(year, DATE_YEAR_MIN, DATE_YEAR_MAX)) {
    return false;
  }
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day);
}

/** YYYY-MM-DD for valid parts, else undefined. */
export const dateFromParts = (parts: DateParts): string | undefined =>
  isValidDateParts(parts) ? `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}` : undefined;

/** Splits a stored YYYY-MM-DD value back into the three boxes (empty boxes when it is not one). */
export function datePartsFromIso(value: string | undefined): DateParts {
  const match = ISO_DATE.exec(value ?? '');
  return match ? { year: match[1] as string, month: match[2] as string, day: match[3] as string } : { day: '', month: '', year: '' };
}

/** A value that looks like YYYY-MM-DD and is a real date in range. */
export const isValidIsoDate = (value: string): boolean => ISO_DATE.test(value) && isValidDateParts(datePartsFromIso(value));
