import { isHttpError, mapLoginError, type DisplayError } from '@ott/common';

const WRONG_COMBINATION: DisplayError = { key: 'account:login.wrong_combination' };

/**
 * The login screen's error (spec 001 §8): mapLoginError, except that a refused login (401) is
 * always the wrong combination. The custom API refuses with "Invalid email or password", which
 * mapLoginError's phrase "invalid email" would otherwise put on the email field, telling an
 * attacker nothing but telling a viewer the wrong thing. (To move into common's mapLoginError.)
 */
export const mapLoginFailure = (error: unknown): DisplayError => (isHttpError(error, 401) ? WRONG_COMBINATION : mapLoginError(error));
