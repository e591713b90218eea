import { accountOverlayUrl, removeAccountOverlayParams } from '@ott/common';
import { useHref, useLocation } from 'react-router';

/**
 * Where the reset mail's link leads: this page (with the site's base path) and the reset-password
 * overlay, as an absolute URL. The back end adds resetPasswordToken and email to it.
 */
export function useResetPasswordUrl(): string {
  const { pathname, search, hash } = useLocation();
  const href = useHref(accountOverlayUrl(removeAccountOverlayParams(`${pathname}${search}${hash}`), 'reset-password'));
  return new URL(href, window.location.origin).href;
}
