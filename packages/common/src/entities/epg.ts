import { z } from '../zod';
import { EPG_DEFAULT_CATCHUP_HOURS } from '../constants';
import { dateTimeStringSchema, optionalField } from './schemaHelpers';

/**
 * Schedules come from two provider types (spec §1, §5): a JSON schedule (fetched with an API key)
 * and an XMLTV schedule. The values are the public `scheduleType` values of the delivery API, the
 * wire names of the two formats. Raw programmes of each type are validated one by one and the
 * invalid ones dropped, then mapped by the EPG services into the one `EpgProgram` shape below.
 */
export const EPG_SCHEDULE_TYPE = { JSON: 'jwp', XMLTV: 'viewnexa' } as const;
export type EpgScheduleType = (typeof EPG_SCHEDULE_TYPE)[keyof typeof EPG_SCHEDULE_TYPE];

const requiredText = z.string().check(z.trim(), z.minLength(1));

/** A programme of a JSON schedule: id, title, and valid start and end dates. */
export const epgJsonProgramSchema = z.looseObject({
  id: requiredText,
  title: requiredText,
  startTime: dateTimeStringSchema,
  endTime: dateTimeStringSchema,
  description: optionalField(z.string()),
  chapterPointCustomProperties: optionalField(z.array(z.object({ key: z.string(), value: z.string() }))),
});
export type EpgJsonProgram = z.infer<typeof epgJsonProgramSchema>;

/** A text node of an XML document turned into an object (`<title>News</title>` -> `{ _text: 'News' }`). */
const xmlText = z.object({ _text: requiredText });

/**
 * A `<programme>` element of an XML schedule turned into an object: child elements by tag name,
 * attributes under `_attributes`. It needs episode-number text, title text, start and stop.
 */
export const epgXmlProgramSchema = z.looseObject({
  'episode-num': xmlText,
  title: xmlText,
  desc: optionalField(z.object({ _text: z.string() })),
  icon: optionalField(z.object({ _attributes: z.object({ src: z.string() }) })),
  _attributes: z.looseObject({ start: requiredText, stop: requiredText, channel: optionalField(z.string()) }),
});
export type EpgXmlProgram = z.infer<typeof epgXmlProgramSchema>;

/** A programme as the guide shows it. Times are ISO date-time strings. */
export const epgProgramSchema = z.object({
  id: z.string(),
  title: z.string(),
  startTime: dateTimeStringSchema,
  endTime: dateTimeStringSchema,
  description: optionalField(z.string()),
  cardImage: optionalField(z.string()),
  backgroundImage: optionalField(z.string()),
});
export type EpgProgram = z.infer<typeof epgProgramSchema>;

/**
 * Hours of catch-up from a number or a numeric custom-parameter string; anything missing, empty,
 * negative or not a number gives the default (8).
 */
export function toCatchupHours(value: unknown): number {
  const hours = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(hours) && hours >= 0 ? hours : EPG_DEFAULT_CATCHUP_HOURS;
}

/** `toCatchupHours` runs first, as classic zod's `z.preprocess` did (zod/mini builds it as this pipe). */
export const catchupHoursSchema = z.pipe(z.transform(toCatchupHours), z.number());

/** A channel of the guide with its schedule. */
export const epgChannelSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: optionalField(z.string()),
  catchupHours: catchupHoursSchema,
  channelLogoImage: optionalField(z.string()),
  backgroundImage: optionalField(z.string()),
  programs: z.array(epgProgramSchema),
  /** True when the channel's schedule could not be loaded or read (its programmes are then empty). */
  scheduleFailed: optionalField(z.boolean()),
});
export type EpgChannel = z.infer<typeof epgChannelSchema>;

/**
 * The valid programmes of a raw schedule, in order; invalid ones are dropped (spec §5) so one
 * broken entry never hides a whole channel. Anything that is not a list yields no programmes.
 */
export function validateEpgPrograms(raw: unknown, type: typeof EPG_SCHEDULE_TYPE.JSON): EpgJsonProgram[];
export function validateEpgPrograms(raw: unknown, type: typeof EPG_SCHEDULE_TYPE.XMLTV): EpgXmlProgram[];
export function validateEpgPrograms(raw: unknown, type: EpgScheduleType): Array<EpgJsonProgram | EpgXmlProgram>;
export function validateEpgPrograms(raw: unknown, type: EpgScheduleType): Array<EpgJsonProgram | EpgXmlProgram> {
  if (!Array.isArray(raw)) return [];
  const schema = type === EPG_SCHEDULE_TYPE.XMLTV ? epgXmlProgramSchema : epgJsonProgramSchema;
  const valid: Array<EpgJsonProgram | EpgXmlProgram> = [];
  for (const program of raw) {
    const result = schema.safeParse(program);
    if (result.success) valid.push(result.data);
  }
  return valid;
}
