import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { UserIcon } from './UserMenu';
import { useUserSession } from './useUserSession';
import '@ott/ui-react/styles/user-menu.css';

export interface SidebarUserLinksProps {
  /**
   * Closes the sidebar at once, before the account overlay opens or the user logs out: the
   * sidebar gives focus back to the menu button when it goes, and that must happen before the
   * overlay takes focus, not after.
   */
  onCloseNow(): void;
}

/**
 * The user menu inside the sidebar on small screens (spec 000 §2 Layout, §6): "Sign in" and
 * "Sign up" for visitors; the user's name with account, favorites and logout for a logged-in user.
 * Nothing on a site without an integration, nor while a stored session is being restored.
 */
export function SidebarUserLinks({ onCloseNow }: SidebarUserLinksProps) {
  const { t } = useTranslation('user');
  const session = useUserSession();
  if (!session.enabled || session.status === 'loading') return null;

  if (!session.user) {
    return (
      <div className="ott-sidebar-user ott-sidebar-user--visitor">
        <button
          type="button"
          className="ott-button ott-sidebar-user__action"
          onClick={() => {
            onCloseNow();
            session.openOverlay('login');
          }}
        >
          {t('user_menu.sign_in')}
        </button>
        <button
          type="button"
          className="ott-button-secondary ott-sidebar-user__action ott-sidebar-user__action--secondary"
          onClick={() => {
            onCloseNow();
            session.openOverlay('create-account');
          }}
        >
          {t('user_menu.sign_up')}
        </button>
      </div>
    );
  }

  const name = session.name;
  return (
    <nav className="ott-nav ott-nav--vertical ott-sidebar-user" aria-label={t('user_menu.label', { name })}>
      <p className="ott-sidebar-user__name">
        <UserIcon />
        <span>{name}</span>
      </p>
      <ul className="ott-nav__list">
        {session.items.map((item) => (
          <li key={item.key} className="ott-nav__item">
            {item.key === 'logout' || item.key === 'manage_subscription' ? (
              <button
                type="button"
                className="ott-nav__link ott-sidebar-user__logout"
                onClick={() => {
                  onCloseNow();
                  void (item.key === 'logout' ? session.logout() : session.manageSubscription());
                }}
              >
                {t(`user_menu.${item.key}`)}
              </button>
            ) : (
              <NavLink to={item.to} className="ott-nav__link" onClick={onCloseNow}>
                {t(`user_menu.${item.key}`)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
