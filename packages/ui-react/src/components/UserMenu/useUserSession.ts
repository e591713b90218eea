import { selectAuthStatus, type AuthStatus, type Customer } from '@ott/common';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAccountController, useApp, useLogger } from '../../hooks/useApp';
import { useSubscriptionsEnabled } from '../../hooks/useSubscriptionsEnabled';
import { useAppStore } from '../../hooks/useAppStore';
import { useConfig } from '../../hooks/useApp';
import { useIsViewerTokenUser, useViewerTokens } from '../../hooks/useViewerToken';
import { accountModalUrl } from '../AccountModal/accountModalUrl';
import { userDisplayName, userMenuItems, type UserMenuItem } from './userMenuItems';

export interface UserSession {
  /** False on a site without an integration (AVOD): nothing account-related is shown. */
  enabled: boolean;
  status: AuthStatus;
  user: Customer | null;
  /** What the header calls the user: their name or email; a viewer-token user (no email) is a guest viewer. */
  name: string;
  items: UserMenuItem[];
  /** Opens the account overlay on the current page (`?u=login`, `?u=create-account`). */
  openOverlay(value: 'login' | 'create-account'): void;
  /** Logs out (a viewer-token user: the token is forgotten, 000 §4); a back end that does not answer still leaves the user logged out here. */
  logout(): Promise<void>;
  /** Customer portal: opens the portal for a subscriber, else the choose-offer overlay (spec 000 §6). */
  manageSubscription(): Promise<void>;
}

/** What the header's user menu and the sidebar's user links share. */
export function useUserSession(): UserSession {
  const { t } = useTranslation('user');
  const controller = useAccountController();
  const viewerTokens = useViewerTokens();
  const viewer = useIsViewerTokenUser();
  const status = useAppStore('account', selectAuthStatus);
  const user = useAppStore('account', (state) => state.user);
  const { features } = useConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const subscriptions = useSubscriptionsEnabled();
  const { loadSubscriptionController } = useApp();
  const logger = useLogger();
  const hasSubscription = useAppStore('account', (state) => state.subscription !== null);

  const openOverlay = useCallback((value: 'login' | 'create-account') => void navigate(accountModalUrl(location, value)), [navigate, location]);
  const logout = useCallback(async () => {
    if (viewer && viewerTokens) {
      await viewerTokens.logout();
      return;
    }
    // The controller forgets the user even when the back end fails: nothing more to do here.
    await controller?.logout().catch(() => undefined);
  }, [controller, viewer, viewerTokens]);

  const manageSubscription = useCallback(async () => {
    if (!hasSubscription || !loadSubscriptionController) {
      void navigate(accountModalUrl(location, 'choose-offer'));
      return;
    }
    try {
      const subscriptionController = await loadSubscriptionController();
      window.location.assign(await subscriptionController.getCustomerPortalUrl(window.location.href));
    } catch (error) {
      logger.error('The customer portal could not be opened', error);
    }
  }, [hasSubscription, loadSubscriptionController, navigate, location, logger]);

  return {
    enabled: controller !== null,
    status,
    user,
    name: viewer ? t('user_menu.viewer') : user ? userDisplayName(user) : '',
    items: userMenuItems({
      favoritesEnabled: Boolean(features.favoritesList?.trim()),
      subscriptionsEnabled: subscriptions.enabled,
      customerPortal: subscriptions.customerPortal,
      viewer,
    }),
    openOverlay,
    logout,
    manageSubscription,
  };
}
