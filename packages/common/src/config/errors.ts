import { AppError } from '../errors/AppError';

/**
 * Startup errors (spec 001 §8 "Config and startup"). Each has a stable code, the spec's message
 * word for word and a translation key in the `error` namespace. The error screen shows a title, a
 * description and a help link when the error carries them (`details.title`, `details.description`,
 * `details.helpLink`). The title defaults to the message so that the screen always has one.
 */
export const STARTUP_ERROR_CODE = {
  CONFIG_LOCATION_NOT_FOUND: 'config_location_not_found',
  CONFIG_LOAD_FAILED: 'config_load_failed',
  CONFIG_INVALID: 'config_invalid',
  /** Spec: "Missing config shows settings_invalid". */
  SETTINGS_INVALID: 'settings_invalid',
  SETTINGS_LOAD_FAILED: 'settings_load_failed',
  NO_USABLE_CONFIG_SOURCES: 'no_usable_config_sources',
  MULTIPLE_INTEGRATIONS: 'multiple_integrations',
  MULTIPLE_ENTITLEMENT_TYPES: 'multiple_entitlement_types',
  TRANSLATIONS_LOAD_FAILED: 'translations_load_failed',
} as const;
export type StartupErrorCode = (typeof STARTUP_ERROR_CODE)[keyof typeof STARTUP_ERROR_CODE];

export const STARTUP_ERROR_MESSAGE = {
  config_location_not_found: 'No config location found',
  config_load_failed: 'Failed to load the config',
  config_invalid: 'No config found',
  settings_invalid: 'No config found',
  settings_load_failed: 'Unable to load .webapp.ini',
  no_usable_config_sources: 'No usable config sources',
  multiple_integrations: 'Failed to initialize app, more than 1 integrations are enabled',
  multiple_entitlement_types: 'Failed to initialize app, more than 1 entitlement types are enabled',
  translations_load_failed: 'Unable to load translations',
} as const satisfies Record<StartupErrorCode, string>;

/** Description shown under "Unable to load translations" (spec 000 §2). */
export const TRANSLATIONS_LOAD_FAILED_DESCRIPTION =
  'Check your language settings and try again later. If the problem persists, contact support.';

/** One thing wrong with a config or settings file; `path` is dotted (`content.2.type`), '' for the root. */
export interface ConfigProblem {
  path: string;
  message: string;
}

export interface StartupErrorDisplay {
  /** Title of the error screen; defaults to the message. */
  title?: string;
  description?: string;
  helpLink?: string;
}

export interface StartupErrorOptions extends StartupErrorDisplay {
  cause?: unknown;
  details?: Record<string, unknown>;
}

export class StartupError extends AppError {
  constructor(code: StartupErrorCode, options: StartupErrorOptions = {}) {
    const message = STARTUP_ERROR_MESSAGE[code];
    const { title = message, description, helpLink, cause, details } = options;
    super(message, {
      code,
      translationKey: `error:${code}`,
      cause,
      details: { ...details, title, ...(description === undefined ? {} : { description }), ...(helpLink === undefined ? {} : { helpLink }) },
    });
    this.name = 'StartupError';
  }

  get title(): string {
    return this.details['title'] as string;
  }

  get description(): string | undefined {
    return this.details['description'] as string | undefined;
  }

  get helpLink(): string | undefined {
    return this.details['helpLink'] as string | undefined;
  }
}

export const isStartupError = (value: unknown): value is StartupError => value instanceof StartupError;

/** Neither the query, storage nor settings named a config to load. */
export class ConfigLocationError extends StartupError {
  constructor(options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.CONFIG_LOCATION_NOT_FOUND, options);
    this.name = 'ConfigLocationError';
  }
}

/** Fetching the config failed (network, HTTP status, not JSON). */
export class ConfigLoadError extends StartupError {
  constructor(options: StartupErrorOptions & { location?: string; status?: number } = {}) {
    const { location, status, details, ...rest } = options;
    super(STARTUP_ERROR_CODE.CONFIG_LOAD_FAILED, {
      ...rest,
      details: { ...details, ...(location === undefined ? {} : { location }), ...(status === undefined ? {} : { status }) },
    });
    this.name = 'ConfigLoadError';
  }
}

const describeProblems = (problems: readonly ConfigProblem[]): string =>
  problems.map((problem) => (problem.path ? `${problem.path}: ${problem.message}` : problem.message)).join('; ');

/** A file that failed validation: its problems, each with its path, are the description. */
abstract class InvalidFileError extends StartupError {
  constructor(code: StartupErrorCode, file: string, problems: readonly ConfigProblem[], options: StartupErrorOptions) {
    super(code, {
      ...options,
      description: options.description ?? `${file} is invalid: ${describeProblems(problems)}`,
      details: { ...options.details, problems: [...problems] },
    });
  }

  get problems(): ConfigProblem[] {
    return this.details['problems'] as ConfigProblem[];
  }
}

/** The config failed validation; `problems` lists every one with its path. */
export class ConfigInvalidError extends InvalidFileError {
  constructor(problems: readonly ConfigProblem[], options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.CONFIG_INVALID, 'The app config', problems, options);
    this.name = 'ConfigInvalidError';
  }
}

/** There is no config at all (nothing loaded, or a null/empty reply). Shown as settings_invalid. */
export class MissingConfigError extends StartupError {
  constructor(options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.SETTINGS_INVALID, {
      ...options,
      details: { ...options.details, problems: [{ path: '', message: 'No config was given' }] satisfies ConfigProblem[] },
    });
    this.name = 'MissingConfigError';
  }

  get problems(): ConfigProblem[] {
    return this.details['problems'] as ConfigProblem[];
  }
}

/**
 * A settings file value that cannot be ignored is wrong (an unknown `contentApiShape`); shown as
 * settings_invalid, with each problem and its key as the description.
 */
export class SettingsInvalidError extends InvalidFileError {
  constructor(problems: readonly ConfigProblem[], options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.SETTINGS_INVALID, 'The settings file (.webapp.ini)', problems, options);
    this.name = 'SettingsInvalidError';
  }
}

/** The settings file could not be fetched or read. */
export class SettingsLoadError extends StartupError {
  constructor(options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.SETTINGS_LOAD_FAILED, options);
    this.name = 'SettingsLoadError';
  }
}

/** The settings offer no default source, no extra sources and no allow-any flag. */
export class NoUsableConfigSourcesError extends StartupError {
  constructor(options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.NO_USABLE_CONFIG_SOURCES, options);
    this.name = 'NoUsableConfigSourcesError';
  }
}

/** More than one account/payment integration is configured; `enabled` names them. */
export class MultipleIntegrationsError extends StartupError {
  constructor(enabled: readonly string[], options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.MULTIPLE_INTEGRATIONS, {
      ...options,
      description: options.description ?? `Enabled integrations: ${enabled.join(', ')}`,
      details: { ...options.details, enabled: [...enabled] },
    });
    this.name = 'MultipleIntegrationsError';
  }
}

/** More than one entitlement type is configured; `enabled` names them. */
export class MultipleEntitlementTypesError extends StartupError {
  constructor(enabled: readonly string[], options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.MULTIPLE_ENTITLEMENT_TYPES, {
      ...options,
      description: options.description ?? `Enabled entitlement types: ${enabled.join(', ')}`,
      details: { ...options.details, enabled: [...enabled] },
    });
    this.name = 'MultipleEntitlementTypesError';
  }
}

/**
 * Translations could not be loaded. The screen cannot translate this one, so it carries its
 * English title and description.
 */
export class TranslationsLoadError extends StartupError {
  constructor(options: StartupErrorOptions = {}) {
    super(STARTUP_ERROR_CODE.TRANSLATIONS_LOAD_FAILED, { ...options, description: options.description ?? TRANSLATIONS_LOAD_FAILED_DESCRIPTION });
    this.name = 'TranslationsLoadError';
  }
}
