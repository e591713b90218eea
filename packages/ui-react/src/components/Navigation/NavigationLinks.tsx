import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMenuItems, type MenuLink } from '../../hooks/useMenuItems';

/** Home first, then the config's menu items. */
export function useNavigationLinks(): MenuLink[] {
  const { t } = useTranslation('menu');
  const items = useMenuItems();
  return [{ label: t('home'), to: '/' }, ...items];
}

export function NavigationLinks({ links, onNavigate }: { links: MenuLink[]; onNavigate?: () => void }) {
  return (
    <ul className="ott-nav__list">
      {links.map((link) => (
        <li key={link.to} className="ott-nav__item">
          <NavLink to={link.to} end={link.to === '/'} className="ott-nav__link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
