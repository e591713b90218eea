import { breakpointForWidth, isMenuCollapsed, type Breakpoint } from '@ott/common';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig, useConfig } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useMenuItems } from '../../hooks/useMenuItems';
import { useViewportWidth } from '../../hooks/useViewportWidth';
import { Icon } from '../Icon/Icon';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { NavigationLinks, useNavigationLinks } from '../Navigation/NavigationLinks';
import { SearchBar } from '../SearchBar/SearchBar';
import { LazySidebarUserLinks, LazyUserMenu } from '../UserMenu/LazyUserMenu';

// The sidebar (and its dialog) loads when the menu button is first used: the first screen never shows it.
const Sidebar = lazy(() => import('../Sidebar/Sidebar').then((module) => ({ default: module.Sidebar })));

/** On these breakpoints (below 768 px) the user menu lives in the sidebar. */
const USER_MENU_IN_SIDEBAR: readonly Breakpoint[] = ['xs', 'sm'];

/**
 * The site header (spec 000 §2 Layout): brand logo and site name, then either the horizontal
 * navigation or, when the viewport is up to 1024 px wide or the config has more than 4 menu items,
 * a menu button that opens the left sidebar. Then search, the language menu and the user menu; on
 * small screens (below 768 px) the user menu moves into the sidebar.
 */
export function Header() {
  const { t } = useTranslation('menu');
  const { siteName } = useConfig();
  const { brand } = useAppConfig();
  const width = useViewportWidth();
  const menuItems = useMenuItems();
  const links = useNavigationLinks();
  const sidebarOpen = useAppStore('ui', (state) => state.sidebarOpen);
  const setSidebarOpen = useAppStore('ui', (state) => state.setSidebarOpen);
  const collapsed = isMenuCollapsed(width, menuItems.length);
  const userInSidebar = collapsed && USER_MENU_IN_SIDEBAR.includes(breakpointForWidth(width));
  // A new key drops the sidebar at once (no closing animation), see SidebarUserLinks.
  const [sidebarKey, setSidebarKey] = useState(0);
  const sidebarWanted = useSidebarWanted(sidebarOpen);
  const closeSidebarNow = () => {
    setSidebarKey((key) => key + 1);
    setSidebarOpen(false);
  };

  return (
    <header className={`ott-header${collapsed ? ' ott-header--collapsed' : ''}`}>
      {collapsed && (
        <button
          type="button"
          className="ott-header__menu-button ott-icon-button"
          aria-label={t('open_menu')}
          aria-expanded={sidebarOpen}
          aria-haspopup="dialog"
          onClick={() => setSidebarOpen(true)}
        >
          <Icon name="menu" />
        </button>
      )}
      <Link to="/" className="ott-header__brand">
        {brand.logo && <img className="ott-header__logo" src={brand.logo} alt="" />}
        <span className="ott-header__site-name">{siteName}</span>
      </Link>
      {!collapsed && (
        <nav className="ott-nav ott-header__nav" aria-label={t('main_navigation')}>
          <NavigationLinks links={links} />
        </nav>
      )}
      <div className="ott-header__actions">
        <SearchBar />
        <LanguageMenu />
        {!userInSidebar && <LazyUserMenu />}
      </div>
      {collapsed && sidebarWanted && (
        <Suspense fallback={null}>
          <Sidebar
            key={sidebarKey}
            open={sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            links={links}
            footer={userInSidebar ? <LazySidebarUserLinks onCloseNow={closeSidebarNow} /> : undefined}
          />
        </Suspense>
      )}
    </header>
  );
}

/** True from the first time the sidebar opens: it stays mounted afterwards so that it can animate closed. */
function useSidebarWanted(open: boolean): boolean {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted;
}
