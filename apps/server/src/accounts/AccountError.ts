/** Field name -> message, every message starting with "invalid param <field>" (the client matches that phrase). */
export type FieldErrors = Record<string, string>;

export type AccountErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429;

/**
 * A refusal of the account API, as a value: the status, the message the client reads, and for a
 * 400 every field's error. The accounts error handler turns it into the reply body
 * `{ message, code, errors? }` (plus `status: "expired"` for the device check's 410 and the
 * `Retry-After` header for 429), in one place.
 */
export class AccountError extends Error {
  readonly statusCode: AccountErrorStatus;
  readonly fieldErrors: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: AccountErrorStatus, message: string, extra: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AccountError';
    this.statusCode = statusCode;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get body(): { message: string; code: number; errors?: FieldErrors; status?: 'expired' } {
    const body: { message: string; code: number; errors?: FieldErrors; status?: 'expired' } = { message: this.message, code: this.statusCode };
    if (this.fieldErrors) body.errors = this.fieldErrors;
    if (this.statusCode === 410) body.status = 'expired';
    return body;
  }
}

export const isAccountError = (error: unknown): error is AccountError => error instanceof AccountError;

/** The messages of the contract (notes/account-api.md), word for word. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  notLoggedIn: 'Not logged in',
  forbidden: 'Forbidden',
  userExists: 'user already exists',
  tooManyAttempts: 'Too many attempts, try again later',
  resetTokenNotValid: 'resetPasswordToken is not valid',
  codeNotValid: 'code is not valid',
  favoritesLimit: 'favorites limit reached',
  sessionNotFound: 'session not found',
} as const;

/** 400 with every field's error; the message is the first one. */
export function invalidFields(fieldErrors: FieldErrors): AccountError {
  const first = Object.values(fieldErrors)[0] ?? 'invalid request';
  return new AccountError(400, first, { fieldErrors });
}

/** 400 for one field: `invalid param <field>: <problem>`. */
export const invalidField = (field: string, problem?: string): AccountError =>
  invalidFields({ [field]: problem ? `invalid param ${field}: ${problem}` : `invalid param ${field}` });

export const invalidCredentials = (): AccountError => new AccountError(401, ACCOUNT_MESSAGES.invalidCredentials);
export const notLoggedIn = (): AccountError => new AccountError(401, ACCOUNT_MESSAGES.notLoggedIn);
export const forbidden = (): AccountError => new AccountError(403, ACCOUNT_MESSAGES.forbidden);
export const userExists = (): AccountError => new AccountError(409, ACCOUNT_MESSAGES.userExists);
export const tooManyAttempts = (retryAfterSeconds: number): AccountError =>
  new AccountError(429, ACCOUNT_MESSAGES.tooManyAttempts, { retryAfterSeconds });
export const resetTokenNotValid = (): AccountError => new AccountError(400, ACCOUNT_MESSAGES.resetTokenNotValid);
/** authorize answers 400, check answers 410 `{ status: "expired" }` (contract). */
export const codeNotValid = (statusCode: 400 | 410): AccountError => new AccountError(statusCode, ACCOUNT_MESSAGES.codeNotValid);
export const favoritesLimitReached = (): AccountError => new AccountError(400, ACCOUNT_MESSAGES.favoritesLimit);
export const sessionNotFound = (): AccountError => new AccountError(404, ACCOUNT_MESSAGES.sessionNotFound);
