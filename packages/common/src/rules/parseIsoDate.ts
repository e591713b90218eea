/**
 * Content hosts send schedule dates (VCH.ScheduledStart, EPG startTime/endTime) as ISO 8601 text.
 * `Date.parse` accepts many other shapes with engine-specific results, so only ISO 8601 is read
 * here and anything else is treated as "no date" rather than a wrong one.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A date-like input as the rules receive it: ISO text, an already parsed Date, or epoch ms. */
export type DateInput = string | number | Date | null | undefined;

/**
 * Parses an ISO 8601 date or date-time. A date-time without an offset is read as UTC (schedules
 * are written by servers, and the viewer's own time zone must not shift a live event).
 * Returns undefined for anything that is not a real calendar date.
 */
export function parseIsoDate(value: DateInput): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : new Date(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  if (typeof value !== 'string') return undefined;

  const text = value.trim();
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;

  const [, year, month, day, hours, minutes, seconds, offset] = match;
  const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
  const zone = offset === undefined || offset.toUpperCase() === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const canonical = `${year}-${month}-${day}T${hours ?? '00'}:${minutes ?? '00'}:${seconds ?? '00'}${fraction ? `.${fraction.slice(0, 3)}` : ''}${zone}`;
  const time = Date.parse(canonical);
  if (Number.isNaN(time)) return undefined;

  // Date.parse rolls impossible days over (31 April becomes 1 May): compare the calendar date as
  // written with the one the engine produced, both in the written offset.
  const offsetMinutes = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  const local = new Date(time + offsetMinutes * 60_000);
  if (local.getUTCFullYear() !== Number(year) || local.getUTCMonth() + 1 !== Number(month) || local.getUTCDate() !== Number(day)) {
    return undefined;
  }
  return new Date(time);
}

/** Epoch milliseconds of a parsed date, or undefined. */
export const toEpochMs = (value: DateInput): number | undefined => parseIsoDate(value)?.getTime();

/** `now` as the rules accept it: a Date or epoch milliseconds. */
export type Now = Date | number;

export const nowMs = (now: Now): number => (typeof now === 'number' ? now : now.getTime());
