import type { ExternalProvider } from '@ott/common';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../hooks/useApp';

/**
 * "Or sign in with …" (spec 000 §2 "optional external-account login"): one link per provider the
 * integration offers for this page; nothing at all when it has no external login or offers none.
 */
export function ExternalLoginProviders() {
  const { t } = useTranslation('account');
  const externalLogin = useApp().services.externalLogin;
  const titleId = useId();
  const { data: providers = [] } = useQuery<ExternalProvider[]>({
    queryKey: ['account', 'externalLoginProviders', window.location.origin],
    queryFn: () => (externalLogin ? externalLogin.getExternalLoginProviders(window.location.href) : []),
    enabled: externalLogin !== undefined,
    retry: false,
  });
  if (providers.length === 0) return null;
  return (
    <section className="ott-external-logins" aria-labelledby={titleId}>
      <h3 id={titleId} className="ott-external-logins__title">
        {t('login.or_continue_with')}
      </h3>
      <ul className="ott-external-logins__list">
        {providers.map((provider) => (
          <li key={provider.name}>
            <a className="ott-external-logins__link" href={provider.url}>
              {provider.icon && <img className="ott-external-logins__icon" src={provider.icon} alt="" />}
              {t('login.continue_with', { name: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
