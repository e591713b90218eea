import { selectAuthStatus, type AuthStatus, type Customer } from '@ott/common';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccountController } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useConfig } from '../../hooks/useApp';
import { accountModalUrl } from '../AccountModal/accountModalUrl';
import { userMenuItems, type UserMenuItem } from './userMenuItems';

export interface UserSession {
  /** False on a site without an integration (AVOD): nothing account-related is shown. */
  enabled: boolean;
  status: AuthStatus;
  user: Customer | null;
  items: UserMenuItem[];
  /** Opens the account overlay on the current page (`?u=login`, `?u=create-account`). */
  openOverlay(value: 'login' | 'create-account'): void;
  /** Logs out; a back end that does not answer still leaves the user logged out here. */
  logout(): Promise<void>;
}

/** What the header's user menu and the sidebar's user links share. */
export function useUserSession(): UserSession {
  const controller = useAccountController();
  const status = useAppStore('account', selectAuthStatus);
  const user = useAppStore('account', (state) => state.user);
  const { features } = useConfig();
  const navigate = useNavigate();
  const location = useLocation();

  const openOverlay = useCallback((value: 'login' | 'create-account') => void navigate(accountModalUrl(location, value)), [navigate, location]);
  const logout = useCallback(async () => {
    // The controller forgets the user even when the back end fails: nothing more to do here.
    await controller?.logout().catch(() => undefined);
  }, [controller]);

  return {
    enabled: controller !== null,
    status,
    user,
    items: userMenuItems({ favoritesEnabled: Boolean(features.favoritesList?.trim()) }),
    openOverlay,
    logout,
  };
}
