import { playerErrorKind } from '@ott/player';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlayerErrorOverlayProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * What replaces the picture when playback cannot go on (001 §8): the unauthorized screen, the
 * geo-blocked screen ("access blocked"), or a generic playback error with a retry button. It is
 * announced (role alert) and the retry button takes the focus, so keyboard users can act at once.
 */
export function PlayerErrorOverlay({ error, onRetry }: PlayerErrorOverlayProps) {
  const { t } = useTranslation('video');
  const kind = playerErrorKind(error);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (kind === 'generic') retryRef.current?.focus();
  }, [kind]);

  const text =
    kind === 'unauthorized'
      ? { title: t('unauthorized'), description: t('player.unauthorized_description') }
      : kind === 'access-blocked'
        ? { title: t('access_blocked'), description: t('player.access_blocked_description') }
        : { title: t('player.error_title'), description: t('player.error_description') };

  return (
    <div className={`ott-player__error ott-player__error--${kind}`} role="alert">
      <h2 className="ott-player__error-title">{text.title}</h2>
      <p className="ott-player__error-description">{text.description}</p>
      {kind === 'generic' ? (
        <button ref={retryRef} type="button" className="ott-player__retry" onClick={onRetry}>
          {t('player.retry')}
        </button>
      ) : null}
    </div>
  );
}
