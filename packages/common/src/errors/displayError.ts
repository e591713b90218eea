/**
 * What a screen shows for an error: a translation key (with interpolation values), or, where the
 * spec says "message as is", the provider's own text. `field` names the form field the error
 * belongs to; without it the error is shown at form level. `action` asks the screen to do
 * something besides showing it.
 */
export type ErrorAction =
  /** Order not found: clear the order and return to the choose-offer overlay. */
  | 'clear-order-and-choose-offer'
  /** Player / media token refused: show the unauthorized screen. */
  | 'show-unauthorized'
  /** Geo-blocked: show the access-blocked screen. */
  | 'show-access-blocked'
  /** PayPal "Already have an active access": follow the error URL. */
  | 'redirect-to-error-url';

interface DisplayErrorBase {
  field?: string;
  values?: Record<string, unknown>;
  action?: ErrorAction;
}

export type DisplayError = DisplayErrorBase & ({ key: string; text?: never } | { text: string; key?: never });

/** A translation function shaped like i18next's `t`. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The user-facing text of a mapped error. */
export const displayErrorText = (error: DisplayError, t: Translate): string =>
  error.key !== undefined ? t(error.key, error.values) : error.text;

export const UNKNOWN_ERROR_KEY = 'error:unknown_error';
