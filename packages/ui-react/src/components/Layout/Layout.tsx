import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAppStoreApi } from '../../hooks/useAppStore';
import { useScrollRestoration } from '../../hooks/useScrollRestoration';
import { AccountModal } from '../AccountModal/AccountModal';
import { AlternateLanguageLinks } from '../AlternateLanguageLinks/AlternateLanguageLinks';
import { CookieBanner } from '../CookieBanner/CookieBanner';
import { RouteErrorBoundary } from '../ErrorPage/RouteErrorBoundary';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { Toasts } from '../Toasts/Toasts';

/**
 * The page frame of every route (spec 000 §2 Layout): skip-to-content link, header, the route's
 * screen in `<main id="content">` (lazy screens show the loading indicator while their chunk
 * arrives; a screen that fails shows the error page there), footer, and the toast region. Menus
 * close when the route changes; scroll positions follow the history (useScrollRestoration).
 */
export function Layout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const uiStore = useAppStoreApi('ui');
  useScrollRestoration();

  useEffect(() => {
    uiStore.getState().closeMenus();
  }, [pathname, uiStore]);

  return (
    <div className="ott-layout">
      <a className="ott-skip-link" href="#content">
        {t('skip_to_content')}
      </a>
      <AlternateLanguageLinks />
      <CookieBanner />
      <Header />
      <main id="content" className="ott-layout__main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingIndicator />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Toasts />
      <AccountModal />
    </div>
  );
}
