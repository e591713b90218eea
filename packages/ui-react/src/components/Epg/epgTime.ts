/** Times of the guide in the viewer's language and time zone (hours and minutes). */
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const formatter = (language: string): Intl.DateTimeFormat => new Intl.DateTimeFormat(language, TIME_OPTIONS);

export const formatTime = (time: number, language: string): string => formatter(language).format(time);

/** "10:00 – 11:30" in the language's own range form. */
export const formatTimeRange = (start: number, end: number, language: string): string => formatter(language).formatRange(start, end);
