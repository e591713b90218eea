import { escapeXml } from '../util/text';
import type { ScheduledProgramme } from './schedule';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** XMLTV time: `YYYYMMDDHHmmss +0000` (UTC). */
export function xmltvTime(ms: number): string {
  const date = new Date(ms);
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())} +0000`
  );
}

export interface XmltvChannel {
  id: string;
  title: string;
  icon?: string;
  /** Language of the titles and descriptions (XMLTV `lang`), e.g. `en`. */
  language: string;
}

/**
 * The XML schedule (XMLTV): one channel and its programmes. Titles and descriptions carry `lang`,
 * as XMLTV readers (the `viewnexa` schedule type) expect a text node with attributes there.
 */
export function xmltv(channel: XmltvChannel, programmes: readonly ScheduledProgramme[]): string {
  const id = escapeXml(channel.id);
  const lang = escapeXml(channel.language);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tv generator-info-name="@ott/server">',
    `  <channel id="${id}">`,
    `    <display-name lang="${lang}">${escapeXml(channel.title)}</display-name>`,
    ...(channel.icon ? [`    <icon src="${escapeXml(channel.icon)}"/>`] : []),
    '  </channel>',
  ];
  for (const programme of programmes) {
    lines.push(
      `  <programme start="${xmltvTime(programme.startMs)}" stop="${xmltvTime(programme.endMs)}" channel="${id}">`,
      `    <title lang="${lang}">${escapeXml(programme.title)}</title>`,
      ...(programme.description ? [`    <desc lang="${lang}">${escapeXml(programme.description)}</desc>`] : []),
      `    <episode-num system="ott-programme-id">${escapeXml(programme.id)}</episode-num>`,
      `    <icon src="${escapeXml(programme.cardImage)}"/>`,
      '  </programme>',
    );
  }
  lines.push('</tv>', '');
  return lines.join('\n');
}
