/**
 * How an item's `duration` (seconds, spec 000 §3; live channels have 0) is written: the card
 * label, the hours and minutes a translated text is built from, and the ISO 8601 duration of the
 * JSON-LD description. A missing, zero or invalid duration gives nothing.
 */

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;
const SECONDS_PER_HOUR = SECONDS_PER_MINUTE * MINUTES_PER_HOUR;

const hasDuration = (seconds: number | null | undefined): seconds is number =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0;

const pad = (value: number): string => String(value).padStart(2, '0');

/** Words an hour count (and minutes, when not 0) in the viewer's language: "1h", "1h 5m" in English. */
export type HoursAndMinutesText = (hours: number, minutes: number) => string;

/**
 * A card's duration label: "mm:ss" under an hour ("04:05"), hours and minutes from an hour on,
 * worded by `hoursAndMinutes` (the sites take it from their translations, not from
 * `Intl.NumberFormat`: the first Intl formatter of a page loads the runtime's locale data, tens of
 * milliseconds on a phone, while the home's first cards render). Nothing for a missing, zero or
 * invalid duration (live channels have 0).
 */
export function formatDuration(seconds: number | null | undefined, hoursAndMinutes: HoursAndMinutesText): string | undefined {
  if (!hasDuration(seconds)) return undefined;
  const total = Math.round(seconds);
  if (total < SECONDS_PER_HOUR) return `${pad(Math.floor(total / SECONDS_PER_MINUTE))}:${pad(total % SECONDS_PER_MINUTE)}`;
  return hoursAndMinutes(Math.floor(total / SECONDS_PER_HOUR), Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE));
}

export interface DurationParts {
  hours: number;
  minutes: number;
}

/** A duration in whole minutes (at least 1) split into hours and minutes; none for live or unknown. */
export function durationParts(seconds: number | null | undefined): DurationParts | undefined {
  if (!hasDuration(seconds)) return undefined;
  const totalMinutes = Math.max(1, Math.round(seconds / SECONDS_PER_MINUTE));
  return { hours: Math.floor(totalMinutes / MINUTES_PER_HOUR), minutes: totalMinutes % MINUTES_PER_HOUR };
}

/** ISO 8601 duration of whole seconds ("PT1H2M3S"); undefined for no, zero or invalid durations. */
export function isoDuration(seconds: number | null | undefined): string | undefined {
  if (!hasDuration(seconds)) return undefined;
  const total = Math.round(seconds);
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = total % SECONDS_PER_MINUTE;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${rest}S` : ''}`;
}
