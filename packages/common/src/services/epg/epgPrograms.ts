import type { EpgJsonProgram, EpgProgram, EpgXmlProgram } from '../../entities/epg';
import { parseIsoDate } from '../../rules/parseIsoDate';
import { xmltvDateToIso } from './xmltv';

/**
 * Validated raw programmes of either schedule type mapped to the guide's `EpgProgram`: times as
 * ISO date-time strings in UTC. A programme whose end is not after its start cannot be placed on
 * the timeline and is dropped (undefined).
 */

/** ISO text in UTC; ISO 8601 is read strictly, other shapes Date.parse accepts are a fallback. */
function toIsoTime(value: string): string | undefined {
  const date = parseIsoDate(value) ?? new Date(Date.parse(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function withValidTimes(program: Omit<EpgProgram, 'startTime' | 'endTime'>, start: string | undefined, end: string | undefined): EpgProgram | undefined {
  if (!start || !end || Date.parse(end) <= Date.parse(start)) return undefined;
  return { ...program, startTime: start, endTime: end };
}

const nonEmpty = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value : undefined);

/** A JSON programme: description and image may come as chapter-point custom properties. */
export function fromJsonProgram(program: EpgJsonProgram): EpgProgram | undefined {
  const property = (key: string): string | undefined =>
    nonEmpty(program.chapterPointCustomProperties?.find((entry) => entry.key === key)?.value);
  const image = property('image');
  return withValidTimes(
    {
      id: program.id,
      title: program.title,
      description: nonEmpty(program.description) ?? property('description'),
      cardImage: image,
      backgroundImage: image,
    },
    toIsoTime(program.startTime),
    toIsoTime(program.endTime),
  );
}

/** An XMLTV programme: the episode number is its id, the icon its image. */
export function fromXmlProgram(program: EpgXmlProgram): EpgProgram | undefined {
  const image = nonEmpty(program.icon?._attributes.src);
  return withValidTimes(
    {
      id: program['episode-num']._text,
      title: program.title._text,
      description: nonEmpty(program.desc?._text),
      cardImage: image,
      backgroundImage: image,
    },
    xmltvDateToIso(program._attributes.start),
    xmltvDateToIso(program._attributes.stop),
  );
}

/** Programmes ordered by start time (stable for equal starts). */
export const sortByStart = (programs: readonly EpgProgram[]): EpgProgram[] =>
  [...programs].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
