import type { AccountErrorName } from './accountCatalogue';
import { AppError } from './AppError';

/**
 * The error catalogue of spec 001 §8 (config and startup errors live in `src/config/`).
 * One entry per error: the catalogue name is also the error's stable `code`, the message is the
 * spec's text word for word, and the translation key is what a screen shows for it.
 *
 * Where the spec gives only an identifier (video_not_found, adyen_order_unknown, ...) the message
 * is a plain-English rendering of it. Internal errors that no screen explains on their own use the
 * generic `error:unknown_error`. `{name}` placeholders are filled from `params`, which are also
 * handed to the translation as `details.values` (e.g. `maxCount` for the favorites warning).
 *
 * This file holds the errors of every page (general, HTTP, media and content); those of accounts,
 * subscriptions and checkout are in accountCatalogue.ts, so that a site's first load carries only
 * these.
 */
export const CORE_ERROR_CATALOGUE = {
  // General
  user_not_logged_in: { message: 'User not logged in', translationKey: 'error:unknown_error' },
  not_logged_in: { message: 'Not logged in', translationKey: 'error:unknown_error' },
  id_required: { message: 'id is required', translationKey: 'error:unknown_error' },
  not_supported: { message: 'Not supported', translationKey: 'error:unknown_error' },
  no_asset_id_configured: { message: 'no assetId configured', translationKey: 'error:unknown_error' },
  search_not_supported: { message: 'Search is not supported', translationKey: 'search:error_heading' },
  feature_not_enabled: { message: '{feature} feature is not enabled', translationKey: 'error:unknown_error' },

  // Favorites and history kept with the account (every page keeps the lists).
  update_user_data_failed: { message: 'Failed to update user data', translationKey: 'error:unknown_error' },

  // HTTP edge (see httpErrors.ts): the code of request_failed is replaced by the HTTP status.
  request_failed: { message: 'Request failed with status {status}', translationKey: 'error:unknown_error' },
  invalid_reply: { message: 'Invalid reply from the server: {reason}', translationKey: 'error:unknown_error' },
  network_error: { message: 'Network request failed', translationKey: 'error:unknown_error' },

  // Media and content
  media_not_found: { message: 'MediaItem not found', translationKey: 'error:video_not_found' },
  unauthorized: { message: 'Unauthorized', translationKey: 'video:unauthorized' },
  access_blocked: { message: 'access blocked', translationKey: 'video:access_blocked' },
  access_tokens_failed: { message: 'Failed to get / generate access tokens and retrieve media.', translationKey: 'error:unknown_error' },
  access_tokens_refresh_failed: { message: 'Failed to refresh access tokens and retrieve media.', translationKey: 'error:unknown_error' },
  video_not_found: { message: 'Video not found', translationKey: 'error:video_not_found' },
  playlist_not_found: { message: 'Playlist not found', translationKey: 'error:playlist_not_found' },
  series_error: { message: 'Series could not be loaded', translationKey: 'error:series_error' },
  items_load_failed: { message: 'Could not load items', translationKey: 'common:could_not_load_items' },
  favorites_full: { message: 'Favorites list is full ({maxCount} items)', translationKey: 'video:favorites_warning' },
} as const satisfies ErrorTable;

export type CoreErrorName = keyof typeof CORE_ERROR_CATALOGUE;
/** Every catalogue name (the account errors' names are a type here, their table stays out of this file's code). */
export type ErrorName = CoreErrorName | AccountErrorName;

/** A table of catalogue errors: name -> the spec's message and the translation key. */
export type ErrorTable = Readonly<Record<string, { readonly message: string; readonly translationKey: string }>>;

/** Placeholder names of a message template: 'a {x} b {y}' -> 'x' | 'y'. */
type PlaceholderNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

export interface CreateErrorOptions {
  /** Overrides the catalogue code; only HTTP errors do this (code = status). */
  code?: string | number;
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** The names of a table whose message has no placeholder. */
export type PlainErrorName<Table extends ErrorTable> = { [Name in keyof Table]: [PlaceholderNames<Table[Name]['message']>] extends [never] ? Name : never }[keyof Table];

export type CreateErrorArgs<Table extends ErrorTable, Name extends keyof Table> = [PlaceholderNames<Table[Name]['message']>] extends [never]
  ? [options?: CreateErrorOptions]
  : [options: CreateErrorOptions & { params: Record<PlaceholderNames<Table[Name]['message']>, string | number> }];

const fillTemplate = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The builder of a table's errors: `name` -> an AppError with its message and key; placeholders require their `params`. */
export function catalogueErrors<Table extends ErrorTable>(table: Table) {
  return <Name extends keyof Table & string>(name: Name, ...args: CreateErrorArgs<Table, Name>): AppError => {
    const options: CreateErrorOptions & { params?: Record<string, string | number> } = args[0] ?? {};
    const entry = table[name]!;
    const details = { ...options.details, ...(options.params ? { values: options.params } : {}) };
    return new AppError(options.params ? fillTemplate(entry.message, options.params) : entry.message, {
      code: options.code ?? name,
      translationKey: entry.translationKey,
      details,
      cause: options.cause,
    });
  };
}

/** Builds the catalogue error `name` of every page; account errors: createAccountError. */
export const createAppError = /* @__PURE__ */ catalogueErrors(CORE_ERROR_CATALOGUE);

/** True when `error` is the catalogue error `name` (HTTP errors: use isHttpError). */
export const isCatalogueError = (error: unknown, name: ErrorName): error is AppError =>
  error instanceof AppError && error.code === name;

/** "<feature> feature is not enabled", e.g. featureNotEnabledError('Export account'). */
export const featureNotEnabledError = (feature: string): AppError => createAppError('feature_not_enabled', { params: { feature } });

/** The favorites-full warning, carrying maxCount for video:favorites_warning. */
export const favoritesFullError = (maxCount: number): AppError => createAppError('favorites_full', { params: { maxCount } });
