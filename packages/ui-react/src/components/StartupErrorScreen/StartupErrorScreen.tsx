import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../ErrorPage/ErrorPage';
import { startupErrorText } from '@ott/common';

export interface StartupErrorScreenProps {
  /** A StartupError from @ott/common (config, settings, translations, integrations) or any other failure. */
  error: unknown;
  helpLink?: string;
  /** Site or brand name above the message, when known. */
  brandName?: string;
}

/** The full-page error shown when the app cannot start: no header, no routes, just what went wrong. */
export function StartupErrorScreen({ error, helpLink, brandName }: StartupErrorScreenProps) {
  const { t } = useTranslation();
  const text = startupErrorText(error, t, helpLink);
  return (
    <main className="ott-startup-error" id="content">
      {brandName && <p className="ott-startup-error__brand">{brandName}</p>}
      <ErrorPage title={text.title} description={text.description} helpLink={text.helpLink} showHomeLink={false} />
    </main>
  );
}
