import { EPG_SCHEDULE_TYPE, toCatchupHours, validateEpgPrograms, type EpgChannel, type EpgProgram } from '../../entities/epg';
import type { MediaItem } from '../../entities/media';
import { invalidReplyError } from '../../errors/httpErrors';
import { HttpClient, type FetchLike } from '../http';
import { consoleLogger, type Logger } from '../logger';
import { fromJsonProgram, fromXmlProgram, sortByStart } from './epgPrograms';
import { parseXmltvProgrammes } from './xmltv';
import { SCHEDULE_PARAM, scheduleSourceOf, type ScheduleSource } from './scheduleSource';
import { shiftProgramsToDay } from './shiftToToday';

/**
 * The live guide's schedules (001 §7.8, 000 §5): each live channel's media item names its
 * schedule (see scheduleSource.ts). A JSON schedule is fetched with an `API-KEY` header when a key
 * is configured; an XML (XMLTV) schedule is a plain fetch. Programmes are validated one by one and
 * the invalid ones dropped, then sorted by start.
 */
export interface EpgServiceOptions {
  /** Base for schedule URLs given as paths (usually the content host). */
  contentHost?: string;
  fetch?: FetchLike;
  /** The key sent as `API-KEY` with JSON schedules, when there is one. */
  getApiKey?: () => string | null | undefined;
  /** The active language: picks the XMLTV title/description in that language. */
  getLanguage?: () => string | undefined;
  /** Clock in epoch milliseconds, for demo schedules. Default Date.now. */
  now?: () => number;
  /** Move every channel's programmes to the current day (demo deployments); a channel can also ask with `scheduleDemo`. */
  shiftDemoSchedules?: boolean;
  logger?: Logger;
}

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A channel of the guide from its media item and its programmes. */
export function toEpgChannel(item: MediaItem, programs: readonly EpgProgram[]): EpgChannel {
  return {
    id: item.mediaid,
    title: item.title,
    description: optionalText(item.description),
    catchupHours: toCatchupHours(item[SCHEDULE_PARAM.CATCHUP_HOURS]),
    channelLogoImage: optionalText(item.channelLogoImage),
    backgroundImage: optionalText(item.backgroundImage),
    programs: [...programs],
  };
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

export class EpgService {
  private readonly http: HttpClient;

  constructor(private readonly options: EpgServiceOptions = {}) {
    const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.http = new HttpClient({ baseUrl: options.contentHost ?? '', fetch: fetchFn });
  }

  /** The programmes of one schedule, valid ones only, sorted by start. Failures raise AppErrors. */
  async fetchPrograms(source: ScheduleSource, signal?: AbortSignal): Promise<EpgProgram[]> {
    if (source.type === EPG_SCHEDULE_TYPE.XMLTV) {
      const text = await this.http.get<string>(source.url, {
        responseType: 'text',
        headers: { Accept: 'application/xml, text/xml, */*' },
        signal,
      });
      const raw = await parseXmltvProgrammes(text, { language: this.options.getLanguage?.(), channel: source.channel });
      return sortByStart(validateEpgPrograms(raw, EPG_SCHEDULE_TYPE.XMLTV).map(fromXmlProgram).filter(defined));
    }

    const apiKey = this.options.getApiKey?.();
    const raw = await this.http.get(source.url, { headers: apiKey ? { 'API-KEY': apiKey } : {}, signal });
    if (!Array.isArray(raw)) throw invalidReplyError('schedule is not a list', { url: source.url });
    const valid = validateEpgPrograms(raw, EPG_SCHEDULE_TYPE.JSON);
    // Single broken entries are dropped; a schedule of nothing but broken entries is a broken reply.
    if (raw.length > 0 && valid.length === 0) throw invalidReplyError('schedule has no readable programme', { url: source.url });
    return sortByStart(valid.map(fromJsonProgram).filter(defined));
  }

  /**
   * The guide channel of a live-channel item. An item without a schedule gets a channel without
   * programmes (no request). A failed fetch or an unreadable schedule raises.
   */
  async getSchedule(item: MediaItem, signal?: AbortSignal): Promise<EpgChannel> {
    const source = scheduleSourceOf(item);
    if (!source) return toEpgChannel(item, []);
    const programs = await this.fetchPrograms(source, signal);
    const demo = source.demo || this.options.shiftDemoSchedules === true;
    return toEpgChannel(item, demo ? shiftProgramsToDay(programs, (this.options.now ?? Date.now)()) : programs);
  }

  /**
   * The guide: one channel per item, in the items' order. A schedule that fails is logged and its
   * channel kept without programmes, marked `scheduleFailed`, so one broken schedule never hides
   * the whole guide and the guide can say that it could not be loaded.
   */
  async getSchedules(items: readonly MediaItem[], signal?: AbortSignal): Promise<EpgChannel[]> {
    const logger = this.options.logger ?? consoleLogger;
    return Promise.all(
      items.map(async (item) => {
        try {
          return await this.getSchedule(item, signal);
        } catch (error) {
          if (error instanceof Error && error.name === 'AbortError') throw error;
          logger.warn(`Failed to load the schedule of channel ${item.mediaid}`, error);
          return { ...toEpgChannel(item, []), scheduleFailed: true };
        }
      }),
    );
  }
}

export const createEpgService = (options?: EpgServiceOptions): EpgService => new EpgService(options);
