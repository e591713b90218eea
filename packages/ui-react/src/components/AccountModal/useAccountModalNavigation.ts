import { QUERY_PARAMS, type AccountOverlayValue } from '@ott/common';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountModalUrl, closeAccountModalUrl, type AccountModalParam } from './accountModalUrl';

type Params = Readonly<Record<string, AccountModalParam>>;

/**
 * Moving between overlay screens and closing the overlay. Every move replaces the history entry:
 * Back after the overlay leads to the page before it, never to a half-filled form. The object is
 * the same until the location changes.
 */
export function useAccountModalNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    const query = new URLSearchParams(location.search);
    return {
      /** A value of the current URL's query (`email`, `code`, `resetPasswordToken`, ...). */
      param: (name: string): string | undefined => query.get(name) ?? undefined,
      value: query.get(QUERY_PARAMS.accountOverlay) ?? undefined,
      href: (value: AccountOverlayValue, params?: Params) => accountModalUrl(location, value, params),
      /** `state` travels with the move, not in the URL (a reason a screen shows). */
      goTo: (value: AccountOverlayValue, params?: Params, state?: unknown) => navigate(accountModalUrl(location, value, params), { replace: true, state }),
      close: () => navigate(closeAccountModalUrl(location), { replace: true }),
    };
  }, [location, navigate]);
}
