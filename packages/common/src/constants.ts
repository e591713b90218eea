/**
 * Business constants and limits from the spec (§9 of both documents). One place, named as the
 * spec names them, so that rules, services and screens never repeat a bare number.
 */

/** Local storage keys carry this prefix. */
export const STORAGE_PREFIX = 'jwapp.';

/** Keys (without the prefix) of the items the app stores. */
export const STORAGE_KEYS = {
  favorites: 'favorites',
  history: 'history',
  accessTokens: 'access-tokens',
  auth: 'auth',
  config: 'config',
  language: 'language',
  /** The viewer token of a viewer-token user (spec 000 §3); the spec names no key, so it follows the others. */
  viewerToken: 'viewer-token',
} as const;

/** Favorites and watch-history limit unless the integration's capabilities say otherwise (40 in one variant). */
export const LIST_LIMIT_DEFAULT = 48;

export const CONTINUE_WATCHING_MIN_PROGRESS = 0.05;
export const CONTINUE_WATCHING_MAX_PROGRESS = 0.95;
/** Seconds before the saved position where playback resumes. */
export const RESUME_OFFSET_SECONDS = 5;

export const EPISODE_PAGE_SIZE = 20;
export const EPISODE_PAGE_SIZE_ALT = 10;
export const PLACEHOLDER_CARDS = 15;
export const PLAYLIST_PAGE_SIZE = 30;
export const SUBSCRIPTION_PAGE_SIZE = 15;
/** The payments page lists this many transactions until the viewer asks for all (spec 000 §2). */
export const BILLING_HISTORY_PREVIEW_COUNT = 4;

export const QUERY_STALE_TIME_MS = 20 * 60 * 1000;
export const QUERY_CACHE_TIME_MS = 20 * 60 * 1000;
export const SERIES_MAX_RETRIES = 2;
export const BOOTSTRAP_MAX_RETRIES = 1;

export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const TOKEN_REFRESH_THRESHOLD_MS = 3 * 24 * 60 * 60 * 1000;

export const SUBSCRIPTION_RELOAD_TRIES = 10;
export const SUBSCRIPTION_RELOAD_TRIES_ADD_PAYMENT_METHOD = 5;
export const SUBSCRIPTION_RELOAD_INTERVAL_MS = 1500;
export const SUBSCRIPTION_SWITCH_FIRST_DELAY_MS = 3000;
export const ENTITLEMENT_POLL_INTERVAL_MS = 3000;
export const ENTITLEMENT_POLL_TRIES = 5;
export const WELCOME_COUNTDOWN_SECONDS = 10;
export const ANNOUNCEMENT_TIMEOUT_MS = 10_000;

export const COOKIE_CONSENT_DAYS = 365;
export const COOKIE_CONSENT_NAME = 'cookies.consent';

export const EPG_DEFAULT_CATCHUP_HOURS = 8;
export const EPG_LIVE_REFRESH_MS = 5000;

export const SEARCH_DEBOUNCE_MS = 350;
export const CONTENT_REFETCH_INTERVAL_MS = 30_000;
export const PROGRESS_SAVE_INTERVAL_MS = 300_000;
export const SHARE_COPIED_MS = 2000;
export const POPOVER_ANIMATION_MS = 250;
export const DIALOG_ANIMATION_MS = 300;

export const COLLAPSIBLE_DESCRIPTION_MAX_HEIGHT_PX = 60;
export const DESCRIPTION_MAX_LINES = 8;
export const HERO_DESCRIPTION_MAX_LINES = 3;
export const SWIPE_VELOCITY_THRESHOLD = 80;

export const HOME_INITIAL_SHELVES = 6;
export const HOME_SHELVES_PER_SCROLL = 4;
export const GRID_INITIAL_ROWS = 6;
export const GRID_ROWS_PER_LOAD = 4;

export const GUIDE_SIZES = {
  mobile: { sidebarWidth: 70, itemHeight: 80, dayWidth: 10_000 },
  desktop: { sidebarWidth: 184, itemHeight: 106, dayWidth: 15_000 },
} as const;

export const MENU_COLLAPSE_MAX_ITEMS = 4;
export const MENU_COLLAPSE_MAX_WIDTH = 1024;

export const IMAGE_META_SIZE = { width: 720, height: 406 } as const;
export const VIDEO_META_SIZE = { width: 1280, height: 720 } as const;

export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'es', 'th', 'nl', 'fr', 'de'] as const;
export const TEXT_LUMINANCE_THRESHOLD = 186;

export const receiptFileName = (id: string | number): string => `receipt_${id}.pdf`;
