import { useTranslation } from 'react-i18next';
import type { ExternalLoginLink } from './externalLoginLinks';

/** The external providers as "Continue with …" links, the icon as decoration; named by `labelledBy`. */
export function ExternalLoginList({ links, labelledBy }: { links: readonly ExternalLoginLink[]; labelledBy: string }) {
  const { t } = useTranslation('account');
  return (
    <ul className="ott-external-logins__list" aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.name}>
          <a className="ott-external-logins__link" href={link.href}>
            {link.icon && <img className="ott-external-logins__icon" src={link.icon} alt="" />}
            {t('login.continue_with', { name: link.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
