import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';

export interface ErrorPageProps {
  title: string;
  /** Plain text under the title. */
  description?: string;
  /** A link to more help, shown when there is one. */
  helpLink?: string;
  /** Offer a link back to the home page (inside the router only). Default true. */
  showHomeLink?: boolean;
  /** Extra actions, e.g. a retry button. */
  children?: ReactNode;
  /** Heading level: 1 for a whole screen (default), 2 inside a screen. */
  headingLevel?: 1 | 2;
}

/** The error state of a screen or of the whole app: a title, a description, optional help and actions. */
export function ErrorPage({ title, description, helpLink, showHomeLink = true, children, headingLevel = 1 }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const inRouter = useInRouterContext();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="ott-error-page">
      <Heading className="ott-error-page__title">{title}</Heading>
      {description && <p className="ott-error-page__description">{description}</p>}
      {helpLink && (
        <p className="ott-error-page__help">
          <a href={helpLink} target="_blank" rel="noopener noreferrer">
            {t('more_information')}
          </a>
        </p>
      )}
      {(children || (showHomeLink && inRouter)) && (
        <div className="ott-error-page__actions">
          {children}
          {showHomeLink && inRouter && (
            <Link className="ott-button" to="/">
              {t('back_to_home')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
