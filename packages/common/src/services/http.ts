import type { z } from '../zod';
import type { AppError } from '../errors/AppError';
import { createAppError } from '../errors/catalogue';
import { billingReplyError, httpError, parseJsonReply, validateReply } from '../errors/httpErrors';

/**
 * A small fetch wrapper for the providers (001 §6): JSON bodies for the subscription-billing
 * provider and the custom API, form-encoded bodies for the video-platform provider, a bearer
 * credential when there is a token, and every failure raised once, here, as a catalogue error.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type BodyFormat = 'json' | 'form';
export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** Joins base and path and appends the query. Empty values are left out; lists are comma-joined (media_ids=a,b). */
export function buildUrl(baseUrl: string, path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const url = /^https?:\/\//i.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Form-encodes a body: nested objects use brackets (metadata[first_name]=...), lists use key[]
 * entries, booleans become "true"/"false", null and undefined are left out.
 */
export function encodeFormBody(body: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item) => add(`${key}[]`, item));
    else if (typeof value === 'object') Object.entries(value).forEach(([child, item]) => add(`${key}[${child}]`, item));
    else params.append(key, String(value));
  };
  Object.entries(body).forEach(([key, value]) => add(key, value));
  return params;
}

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface HttpClientOptions {
  baseUrl: string;
  /** Default: globalThis.fetch, looked up on each call. */
  fetch?: FetchLike;
  /** Default body format of this provider. */
  bodyFormat?: BodyFormat;
  /** The current access token; sent as a bearer credential when present. */
  getToken?: TokenSource;
  /** 'billing': a reply with a non-empty `errors` list fails even with a 2xx status. */
  replyStyle?: 'plain' | 'billing';
  headers?: Readonly<Record<string, string>>;
}

export interface RequestOptions<T> {
  query?: Readonly<Record<string, QueryValue>>;
  /** A plain object (JSON or form-encoded per bodyFormat), or a ready BodyInit (sent as is). */
  body?: unknown;
  bodyFormat?: BodyFormat;
  /** 'required': fail with "Not logged in" without a token; 'none': never send one (ad schedules). Default 'optional'. */
  auth?: 'required' | 'optional' | 'none';
  /** A token for this call only, instead of getToken's. */
  token?: string;
  headers?: Readonly<Record<string, string>>;
  /** Validates the reply; a wrong shape raises invalid_reply. */
  schema?: z.core.$ZodType<T>;
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> {
    return this.request('GET', path, options);
  }

  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> {
    return this.request('POST', path, options);
  }

  put<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> {
    return this.request('PUT', path, options);
  }

  patch<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> {
    return this.request('PATCH', path, options);
  }

  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> {
    return this.request('DELETE', path, options);
  }

  async request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const url = buildUrl(this.options.baseUrl, path, options.query);
    const headers = new Headers({ Accept: 'application/json', ...this.options.headers, ...options.headers });

    const token = await this.tokenFor(options);
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (isPlainObject(options.body) || Array.isArray(options.body)) {
      if ((options.bodyFormat ?? this.options.bodyFormat ?? 'json') === 'form' && isPlainObject(options.body)) {
        body = encodeFormBody(options.body);
        headers.set('Content-Type', 'application/x-www-form-urlencoded');
      } else {
        body = JSON.stringify(options.body);
        headers.set('Content-Type', 'application/json');
      }
    } else if (options.body !== undefined) {
      body = options.body as BodyInit;
    }

    const fetchFn: FetchLike = this.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    let response: Response;
    try {
      response = await fetchFn(url, { method, headers, body, signal: options.signal });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw createAppError('network_error', { details: { url, method }, cause: error });
    }
    return this.readReply(response, url, options);
  }

  private async tokenFor(options: RequestOptions<unknown>): Promise<string | undefined> {
    if (options.auth === 'none') return undefined;
    const token = options.token ?? (await this.options.getToken?.()) ?? undefined;
    if (!token && options.auth === 'required') throw createAppError('not_logged_in');
    return token || undefined;
  }

  private async readReply<T>(response: Response, url: string, options: RequestOptions<T>): Promise<T> {
    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;

    const text = await response.text();
    if (!response.ok) throw httpError(response.status, tryJson(text), url);

    let value: unknown;
    if (options.responseType === 'text') value = text;
    else if (text.trim() !== '') value = parseJsonReply(text, url);

    if (this.options.replyStyle === 'billing') {
      const error: AppError | undefined = billingReplyError(value, response.status);
      if (error) throw error;
    }
    return options.schema ? validateReply(options.schema, value, url) : (value as T);
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const createHttpClient = (options: HttpClientOptions): HttpClient => new HttpClient(options);
