import { accountOverlayUrl, removeAccountOverlayParams, type AccountOverlayValue } from '@ott/common';

/** The parts of a router location an overlay link needs (react-router's `Location` fits). */
export interface LocationLike {
  pathname: string;
  search: string;
  hash?: string;
}

/** A parameter value; `undefined`, `null`, `false` and `''` remove the parameter. */
export type AccountModalParam = string | number | boolean | null | undefined;

const currentUrl = ({ pathname, search, hash = '' }: LocationLike): string => `${pathname}${search}${hash}`;

/**
 * The current page with the account overlay set to `value` (`?u=login`), plus `extraParams`; the
 * page's other parameters stay. An extra parameter given as `undefined` is removed, so a screen can
 * drop what no longer applies (`{ resetPasswordToken: undefined }`).
 */
export const accountModalUrl = (
  location: LocationLike,
  value: AccountOverlayValue,
  extraParams: Readonly<Record<string, AccountModalParam>> = {},
): string => accountOverlayUrl(currentUrl(location), value, extraParams);

/** The current page without the overlay: `u` and the overlay's own parameters (code, email, reset token, payment returns) go. */
export const closeAccountModalUrl = (location: LocationLike): string => removeAccountOverlayParams(currentUrl(location));

/** accountModalUrl as a full address, for a provider's page to send the browser back to. */
export const absoluteAccountModalUrl = (...args: Parameters<typeof accountModalUrl>): string => new URL(accountModalUrl(...args), window.location.origin).href;
