import { QUERY_PARAMS } from '@ott/common';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppStore } from '../../hooks/useAppStore';
import { menuFocusIndex, type UserMenuItem } from './userMenuItems';
import { useUserSession } from './useUserSession';
import '@ott/ui-react/styles/user-menu.css';

const USER_ICON = 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9m0 2c-3.3 0-9 1.66-9 4.95V21h18v-2.05C21 15.66 15.3 14 12 14';

/** A person's outline, drawn in the text colour. */
export function UserIcon() {
  return (
    <svg className="ott-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={USER_ICON} fill="currentColor" />
    </svg>
  );
}

/**
 * The header's user area (spec 000 §2 Layout, §6 roles). Visitors get "Sign in" and "Sign up",
 * which open the account overlay on the current page. A logged-in user gets a menu button with
 * their name (WAI-ARIA menu button: Enter, Space or Arrow Down open it on the first item, Arrow Up
 * on the last; arrows, Home and End move; Escape closes it and focus returns to the button; Tab
 * or a click elsewhere closes it) with account, favorites and logout. Nothing at all on a site
 * without an integration (AVOD). While a stored session is being restored the buttons keep their
 * place but are hidden, so a returning user is not offered "Sign in" for a moment.
 */
export function UserMenu() {
  const { t } = useTranslation('user');
  const session = useUserSession();
  const [searchParams] = useSearchParams();
  const overlayOpen = searchParams.has(QUERY_PARAMS.accountOverlay);
  const signInRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const focusSignInAfterLogout = useRef(false);
  /** Sign in or Sign up was pressed here: once the overlay has signed the user in and closed, focus goes to the menu button. */
  const focusMenuAfterOverlay = useRef(false);

  useEffect(() => {
    if (session.status !== 'logged-out' || !focusSignInAfterLogout.current) return;
    focusSignInAfterLogout.current = false;
    signInRef.current?.focus();
  }, [session.status]);

  // The overlay gives focus back to the button that opened it, which is gone once the user is
  // signed in: the menu button that replaced it takes it instead.
  useEffect(() => {
    if (overlayOpen || !focusMenuAfterOverlay.current) return;
    if (session.status === 'logged-in') menuButtonRef.current?.focus();
    if (session.status !== 'loading') focusMenuAfterOverlay.current = false;
  }, [overlayOpen, session.status]);

  const openOverlay = (value: 'login' | 'create-account') => {
    focusMenuAfterOverlay.current = true;
    session.openOverlay(value);
  };

  if (!session.enabled) return null;

  if (session.user) {
    return (
      <UserMenuButton
        buttonRef={menuButtonRef}
        name={session.name}
        items={session.items}
        onLogout={() => {
          focusSignInAfterLogout.current = true;
          void session.logout();
        }}
        onManageSubscription={() => void session.manageSubscription()}
      />
    );
  }

  const pending = session.status === 'loading';
  return (
    <div className={`ott-user-menu ott-user-menu--visitor${pending ? ' ott-user-menu--pending' : ''}`} aria-hidden={pending || undefined}>
      <button ref={signInRef} type="button" className="ott-button-secondary ott-user-menu__sign-in" tabIndex={pending ? -1 : undefined} onClick={() => openOverlay('login')}>
        {t('user_menu.sign_in')}
      </button>
      <button type="button" className="ott-button ott-user-menu__sign-up" tabIndex={pending ? -1 : undefined} onClick={() => openOverlay('create-account')}>
        {t('user_menu.sign_up')}
      </button>
    </div>
  );
}

interface UserMenuButtonProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  name: string;
  items: UserMenuItem[];
  onLogout(): void;
  onManageSubscription(): void;
}

function UserMenuButton({ buttonRef, name, items, onLogout, onManageSubscription }: UserMenuButtonProps) {
  const { t } = useTranslation('user');
  const open = useAppStore('ui', (state) => state.userMenuOpen);
  const setOpen = useAppStore('ui', (state) => state.setUserMenuOpen);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  /** The item to focus once the menu is shown (set by the key or click that opened it). */
  const focusOnOpen = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const index = focusOnOpen.current ?? 0;
    focusOnOpen.current = null;
    itemRefs.current[index]?.focus();
  }, [open]);

  // A click or tap anywhere outside closes the menu (focus stays where the viewer put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    if (open) itemRefs.current[index]?.focus();
    else setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      // Tab leaves the menu for the next control of the page, as from the button.
      close(false);
      return;
    }
    const current = itemRefs.current.findIndex((element) => element === document.activeElement);
    const next = menuFocusIndex(event.key, current, items.length);
    if (next === undefined) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  };

  return (
    <div ref={rootRef} className={`ott-user-menu${open ? ' ott-user-menu--open' : ''}`}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="ott-button-secondary ott-user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('user_menu.label', { name })}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon />
        <span className="ott-user-menu__name">{name}</span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className="ott-user-menu__menu" onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => {
            const ref = (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            };
            return (
              <li key={item.key} role="none">
                {item.key === 'logout' || item.key === 'manage_subscription' ? (
                  <button
                    ref={ref}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="ott-user-menu__item"
                    onClick={() => {
                      close(item.key !== 'logout');
                      if (item.key === 'logout') onLogout();
                      else onManageSubscription();
                    }}
                  >
                    {t(`user_menu.${item.key}`)}
                  </button>
                ) : (
                  <Link ref={ref} to={item.to} role="menuitem" tabIndex={-1} className="ott-user-menu__item" onClick={() => close(true)}>
                    {t(`user_menu.${item.key}`)}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
