import { hasService, resolveService, type ExternalProvider } from '@ott/common';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContainer } from '../../hooks/useService';

/**
 * "Or sign in with …" (spec 000 §2 "optional external-account login"): one link per provider the
 * account service offers for this page; nothing at all when it offers none or cannot be asked.
 */
export function ExternalLoginProviders() {
  const { t } = useTranslation('account');
  const container = useContainer();
  const titleId = useId();
  const available = hasService(container, 'accountService');
  const { data: providers = [] } = useQuery<ExternalProvider[]>({
    queryKey: ['account', 'externalLoginProviders', window.location.origin],
    queryFn: () => resolveService(container, 'accountService').getExternalLoginProviders(window.location.href),
    enabled: available,
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
