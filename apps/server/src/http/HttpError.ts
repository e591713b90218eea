import { AppError } from '@ott/common';

export type HttpStatus = 400 | 401 | 403 | 404 | 502;

/**
 * An error that becomes a reply: the status, and a JSON body `{ message, code }` (plus
 * `parameter` for a malformed query or path parameter). The client reads `message`.
 */
export class HttpError extends AppError {
  readonly statusCode: HttpStatus;
  readonly parameter: string | undefined;

  constructor(statusCode: HttpStatus, message: string, parameter?: string) {
    super(message, { code: statusCode, details: parameter === undefined ? {} : { parameter } });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.parameter = parameter;
  }

  get body(): { message: string; code: number; parameter?: string } {
    return this.parameter === undefined
      ? { message: this.message, code: this.statusCode }
      : { message: this.message, code: this.statusCode, parameter: this.parameter };
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);

/** A malformed parameter: the message names it, e.g. `Invalid parameter "page_limit": must be an integer from 1 to 500`. */
export const badParameter = (parameter: string, problem: string): HttpError =>
  new HttpError(400, `Invalid parameter "${parameter}": ${problem}`, parameter);

export const unauthorized = (message: string): HttpError => new HttpError(401, message);

export const forbidden = (message: string): HttpError => new HttpError(403, message);

/** Messages of the protection refusals. "Unauthorized" and "access blocked" are the spec's own (001 §8). */
export const PROTECTION_MESSAGE = {
  notEntitled: 'Unauthorized',
  geoBlocked: 'access blocked',
  missingToken: 'Missing media token',
  badToken: 'Invalid or expired media token',
  missingSignature: 'Missing signature',
  badSignature: 'Invalid or expired signature',
  missingCredentials: 'Missing credentials',
  badCredentials: 'Invalid or expired credentials',
} as const;

/** Messages of the 404 replies. The media one is the spec's own wording (001 §8). */
export const NOT_FOUND_MESSAGE = {
  media: 'MediaItem not found',
  playlist: 'Playlist not found',
  contentList: 'Content list not found',
  series: 'Series not found',
  config: 'Config not found',
  settings: 'Settings file not found',
  site: 'Site not found',
  adSchedule: 'Ad schedule not found',
  adBreak: 'Ad break not found',
  image: 'Image not found',
  file: 'File not found',
  channel: 'Live channel not found',
  route: 'Not found',
  ssaiConfig: 'Server-side ad insertion not configured',
  ssaiSession: 'Ad insertion session not found',
} as const;
