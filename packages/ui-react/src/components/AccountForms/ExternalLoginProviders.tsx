import type { ExternalProvider } from '@ott/common';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../hooks/useApp';
import { ExternalLoginList } from './ExternalLoginList';

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
      <ExternalLoginList links={providers.map((provider) => ({ name: provider.name, icon: provider.icon ?? undefined, href: provider.url }))} labelledBy={titleId} />
    </section>
  );
}
