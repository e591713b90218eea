import type { FavoritesWarning } from '@ott/common';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../Card/cardIcons';
import '@ott/ui-react/styles/favorites.css';

export interface FavoritesLimitWarningProps {
  warning: FavoritesWarning;
  onDismiss(): void;
}

/**
 * "Favorites full" (video:favorites_warning with maxCount) as a toast: announced at once
 * (role="alert"), closed with its button or Escape, never by a timer (there is no time limit to
 * read it). It does not take focus, so the viewer's place on the page is kept.
 */
export function FavoritesLimitWarning({ warning, onDismiss }: FavoritesLimitWarningProps) {
  const { t } = useTranslation();
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="ott-toast" role="alert">
      <p className="ott-toast__text">{t(warning.translationKey, { maxCount: warning.maxCount })}</p>
      <button type="button" className="ott-icon-button ott-toast__close" aria-label={t('common:close')} onClick={onDismiss}>
        <Glyph name="close" />
      </button>
    </div>
  );
}
