import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from '../../hooks/useMenuItems';
import { Dialog } from '../Dialog/Dialog';
import { NavigationLinks } from '../Navigation/NavigationLinks';

export interface SidebarProps {
  open: boolean;
  onClose: () => void;
  links: MenuLink[];
  /** Shown below the navigation, e.g. the user links on small screens. */
  footer?: ReactNode;
}

/** The collapsed menu: a dialog sliding in from the left with the navigation; choosing a link closes it. */
export function Sidebar({ open, onClose, links, footer }: SidebarProps) {
  const { t } = useTranslation('menu');
  return (
    <Dialog open={open} onClose={onClose} title={t('main_navigation')} hideTitle variant="sidebar" className="ott-sidebar">
      <nav className="ott-nav ott-nav--vertical" aria-label={t('main_navigation')}>
        <NavigationLinks links={links} onNavigate={onClose} />
      </nav>
      {footer}
    </Dialog>
  );
}
