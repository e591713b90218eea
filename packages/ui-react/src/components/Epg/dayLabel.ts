import { dateTimeFormat } from '@ott/common';

/** A day of the guide for its switch: "Today · Thu 26 Nov", or the weekday and date further away, in the viewer's language. */
export function dayLabel(dayStart: number, offset: number, language: string): string {
  const date = dateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(dayStart);
  if (Math.abs(offset) > 1) return date;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(offset, 'day');
  return `${relative.charAt(0).toLocaleUpperCase(language)}${relative.slice(1)} · ${date}`;
}
