import { accountDialogSize, QUERY_PARAMS, showsAccountBanner, type AccountOverlayValue } from '@ott/common';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAccountController } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useAppConfig, useConfig } from '../../hooks/useApp';
import { Dialog } from '../Dialog/Dialog';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { accountModalUrl, closeAccountModalUrl } from './accountModalUrl';
import { accountModalView } from './accountModalView';
import { ACCOUNT_SCREENS, hasAccountScreen } from './accountScreens';
import { AccountModalTitleContext } from './AccountModalTitle';
import { useFocusFirstOnMount } from './useFocusFirstOnMount';
import '@ott/ui-react/styles/account-modal.css';

/**
 * The account overlay of spec 000 §2: the screen named by the query parameter `u`, over the
 * current page, in the app's Dialog (focus kept inside, Escape and the close button remove `u` and
 * the overlay's parameters, focus goes back to what opened it). Loaded by AccountModal.
 */
export default function AccountModalDialog() {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useAppStore('account', (state) => state.user !== null);
  const authLoading = useAppStore('account', (state) => state.loading.auth);
  const value = new URLSearchParams(location.search).get(QUERY_PARAMS.accountOverlay);
  // Whether a user was signed in when `u` took this value, read once the stored session is restored.
  const [arrival, setArrival] = useState<{ value: string | null; signedIn: boolean | null }>({ value, signedIn: authLoading ? null : isLoggedIn });
  if (arrival.value !== value) setArrival({ value, signedIn: authLoading ? null : isLoggedIn });
  else if (arrival.signedIn === null && !authLoading) setArrival({ value, signedIn: isLoggedIn });
  const view = accountModalView({
    value,
    isLoggedIn,
    authLoading,
    search: location.search,
    hasAccounts: controller !== null,
    hasScreen: hasAccountScreen,
    signedInOnArrival: arrival.signedIn,
  });

  useEffect(() => {
    if (view.kind === 'redirect-to-login') void navigate(accountModalUrl(location, 'login'), { replace: true });
    if (view.kind === 'already-signed-in') void navigate(closeAccountModalUrl(location), { replace: true });
  }, [view.kind, location, navigate]);

  const shown = view.kind === 'show' ? view.value : null;
  // The last screen stays in the dialog while it animates out.
  const [lastShown, setLastShown] = useState<AccountOverlayValue | null>(shown);
  if (shown !== null && shown !== lastShown) setLastShown(shown);
  const [titleOverride, setTitleOverride] = useState<string | null>(null);

  const close = () => void navigate(closeAccountModalUrl(location), { replace: true });
  if (view.kind === 'unavailable') return <UnavailableOverlay onClose={close} />;

  const screenValue = shown ?? lastShown;
  const screen = screenValue ? ACCOUNT_SCREENS[screenValue] : undefined;
  if (!screenValue || !screen) return null;

  const { Screen } = screen;
  return (
    <Dialog
      open={shown !== null}
      onClose={close}
      title={titleOverride ?? t(screen.titleKey)}
      size={accountDialogSize(screenValue)}
      className="ott-account-modal"
    >
      {showsAccountBanner(screenValue) && <AccountBanner />}
      <AccountModalTitleContext.Provider value={setTitleOverride}>
        <Suspense fallback={<LoadingIndicator />}>
          <FocusFirstControl key={screenValue}>
            <Screen />
          </FocusFirstControl>
        </Suspense>
      </AccountModalTitleContext.Provider>
    </Dialog>
  );
}

/** An overlay value this app has no screen for (a mistyped link, a feature of another provider): said, never closed silently. */
function UnavailableOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Dialog open onClose={onClose} title={t('account:overlay_unavailable.title')} size="small" className="ott-account-modal">
      <FocusFirstControl>
        <div className="ott-auth-form">
          <p className="ott-auth-form__intro">{t('account:overlay_unavailable.message')}</p>
          <button type="button" className="ott-button ott-auth-form__submit" onClick={onClose}>
            {t('common:close')}
          </button>
        </div>
      </FocusFirstControl>
    </Dialog>
  );
}

/** The site's banner image (config assets.banner, which may be a path on the content host), as decoration. */
function AccountBanner() {
  const banner = useConfig().assets.banner;
  const { contentHost } = useAppConfig();
  if (!banner) return null;
  return <img className="ott-account-modal__banner" src={new URL(banner, `${contentHost}/`).href} alt="" />;
}

/** Each screen starts with focus on its first control (its chunk loaded, or the viewer moved between screens). */
function FocusFirstControl({ children }: { children: ReactNode }) {
  const ref = useFocusFirstOnMount<HTMLDivElement>();
  return (
    <div ref={ref} className="ott-account-modal__screen">
      {children}
    </div>
  );
}
