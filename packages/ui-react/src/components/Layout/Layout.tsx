import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useAppStoreApi } from '../../hooks/useAppStore';
import { AccountModal } from '../AccountModal/AccountModal';
import { AlternateLanguageLinks } from '../AlternateLanguageLinks/AlternateLanguageLinks';
import { CookieBanner } from '../CookieBanner/CookieBanner';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { Toasts } from '../Toasts/Toasts';

/**
 * The page frame of every route (spec 000 §2 Layout): skip-to-content link, header, the route's
 * screen in `<main id="content">` (lazy screens show the loading indicator while their chunk
 * arrives), footer, and the toast region. Menus close when the route changes.
 */
export function Layout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const uiStore = useAppStoreApi('ui');

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
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toasts />
      <AccountModal />
      <ScrollRestoration />
    </div>
  );
}
