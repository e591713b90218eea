import { badParameter } from './HttpError';

/** A query string as Fastify parses it: a repeated key gives an array. */
export type Query = Readonly<Record<string, string | string[] | undefined>>;

/** Media, playlist, content-list and series ids: 8 letters or digits, like the real content host. */
export const MEDIA_ID_PATTERN = /^[a-zA-Z0-9]{8}$/;
/** App config ids: exactly 8 lowercase letters or digits (spec 001 §5). */
export const CONFIG_ID_PATTERN = /^[a-z0-9]{8}$/;
/** File-like names: art, clips, ad schedules, image labels. */
export const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Largest page a list call returns (and the default when no page_limit is given). */
export const MAX_PAGE_LIMIT = 500;

/** The single value of a query parameter; a parameter given twice is malformed. */
export function singleParam(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw badParameter(name, 'must be given once');
  return value;
}

export interface IntegerRange {
  min: number;
  max: number;
}

/** An integer parameter within a range, or `fallback` when absent or empty. */
export function integerParam(query: Query, name: string, range: IntegerRange, fallback: number): number;
export function integerParam(query: Query, name: string, range: IntegerRange, fallback?: undefined): number | undefined;
export function integerParam(query: Query, name: string, range: IntegerRange, fallback?: number): number | undefined {
  const raw = singleParam(query, name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw badParameter(name, 'must be an integer');
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw badParameter(name, `must be an integer from ${range.min} to ${range.max}`);
  }
  return value;
}

/** A path or query id that must match a pattern. */
export function idParam(value: string | undefined, name: string, pattern: RegExp = MEDIA_ID_PATTERN): string {
  if (value === undefined || !pattern.test(value)) throw badParameter(name, 'is not a valid id');
  return value;
}

/** A comma-separated list of ids (`media_ids=a,b,c`), in order, empty entries dropped. */
export function idListParam(query: Query, name: string, max: number = MAX_PAGE_LIMIT): string[] {
  const raw = singleParam(query, name);
  if (raw === undefined) return [];
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length > max) throw badParameter(name, `lists more than ${max} ids`);
  for (const id of ids) {
    if (!MEDIA_ID_PATTERN.test(id)) throw badParameter(name, `"${id}" is not a valid id`);
  }
  return ids;
}

/** A boolean flag: 1/true/yes or 0/false/no; absent gives `fallback`. */
export function flagParam(query: Query, name: string, fallback: boolean): boolean {
  const raw = singleParam(query, name);
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (value === '1' || value === 'true' || value === 'yes') return true;
  if (value === '0' || value === 'false' || value === 'no') return false;
  throw badParameter(name, 'must be true or false (1 or 0)');
}

/** A free-text parameter, trimmed; absent or blank gives undefined. */
export function textParam(query: Query, name: string, maxLength = 200): string | undefined {
  const raw = singleParam(query, name);
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (value.length > maxLength) throw badParameter(name, `is longer than ${maxLength} characters`);
  return value === '' ? undefined : value;
}

export interface PageParams {
  /** Items per page, 1..500. */
  limit: number;
  /** 1-based position of the first item (JW style). */
  offset: number;
}

/** `page_limit` (1..500, default `defaultLimit`) and `page_offset` (1-based, default 1). */
export function pageParams(query: Query, defaultLimit: number = MAX_PAGE_LIMIT): PageParams {
  return {
    limit: integerParam(query, 'page_limit', { min: 1, max: MAX_PAGE_LIMIT }, defaultLimit),
    offset: integerParam(query, 'page_offset', { min: 1, max: Number.MAX_SAFE_INTEGER }, 1),
  };
}
