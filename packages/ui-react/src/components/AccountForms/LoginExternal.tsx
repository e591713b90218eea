import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useConfig } from '../../hooks/useApp';
import { useViewerTokens } from '../../hooks/useViewerToken';
import { closeAccountModalUrl } from '../AccountModal/accountModalUrl';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { ExternalLoginList } from './ExternalLoginList';
import { externalLoginLinks } from './externalLoginLinks';

/**
 * The `login-external` screen (spec 000 §2, the login form's optional external-account login):
 * the external library-login providers of the config (name, url, icon), each a link to the
 * provider's page told to send the viewer back to this page (`returnUrl`), where the `?token=` it
 * brings signs the viewer in (ViewerTokenController). Nothing to choose on a site whose
 * integration exchanges no viewer tokens.
 */
export default function LoginExternal() {
  const { t } = useTranslation('account');
  const config = useConfig();
  const viewerTokens = useViewerTokens();
  const location = useLocation();
  const modal = useAccountModalNavigation();
  const introId = useId();
  const returnUrl = new URL(closeAccountModalUrl(location), window.location.origin).href;
  const links = viewerTokens ? externalLoginLinks(config.custom.externalProviders, returnUrl) : [];

  return (
    <div className="ott-auth-form ott-login-external">
      {links.length === 0 ? (
        <p className="ott-auth-form__intro">{t('login_external.none')}</p>
      ) : (
        <>
          <p id={introId} className="ott-auth-form__intro">
            {t('login_external.intro')}
          </p>
          <ExternalLoginList links={links} labelledBy={introId} />
        </>
      )}
      <p className="ott-auth-form__switch">
        <Link replace to={modal.href('login')}>
          {t('login_external.back_to_login')}
        </Link>
      </p>
    </div>
  );
}
