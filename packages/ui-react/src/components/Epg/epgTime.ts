import { dateTimeFormat } from '@ott/common';

/** Times of the guide in the viewer's language and time zone (hours and minutes). */
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

export const formatTime = (time: number, language: string): string => dateTimeFormat(language, TIME_OPTIONS).format(time);

/** "10:00 – 11:30" in the language's own range form. */
export const formatTimeRange = (start: number, end: number, language: string): string => dateTimeFormat(language, TIME_OPTIONS).formatRange(start, end);
