/** Times of the guide in the viewer's language and time zone (hours and minutes). */
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

// Building a formatter costs far more than using one, and a guide draws hundreds of times: one per language.
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (language: string): Intl.DateTimeFormat => {
  let found = formatters.get(language);
  if (!found) {
    found = new Intl.DateTimeFormat(language, TIME_OPTIONS);
    formatters.set(language, found);
  }
  return found;
};

export const formatTime = (time: number, language: string): string => formatter(language).format(time);

/** "10:00 – 11:30" in the language's own range form. */
export const formatTimeRange = (start: number, end: number, language: string): string => formatter(language).formatRange(start, end);
