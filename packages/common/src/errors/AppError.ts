/**
 * Every error the product raises is a value with a stable code, the message from the spec's
 * error catalogue, and the translation key a screen shows. Raise it once where a reply is read;
 * map it once for display.
 */
export interface AppErrorOptions {
  /** Stable machine code: a catalogue name ("config_invalid") or an HTTP status (404). */
  code: string | number;
  /** Translation key the UI shows, namespaced ("account:login.wrong_combination"). */
  translationKey?: string;
  /** Extra details for the screen: title, description, help link, field paths. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: string | number;
  readonly translationKey: string | undefined;
  readonly details: Record<string, unknown>;

  constructor(message: string, options: AppErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = options.code;
    this.translationKey = options.translationKey;
    this.details = options.details ?? {};
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
