import { accountOverlayUrl, selectAuthStatus, type MediaItem } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from '../../hooks/useAppStore';
import { useMediaAccess } from './useMediaAccess';
import '@ott/ui-react/styles/media-hero.css';

export interface PlayButtonProps {
  item: MediaItem;
  /** Starts playback (the viewer is entitled). */
  onPlay: () => void;
}

const PLAY_ICON = 'M8 5v14l11-7z';

/**
 * The play button of a media screen (spec 000 §4): "Start watching" or "Continue watching" (with the
 * progress) when the viewer may play; otherwise "Buy", "Complete your subscription" or "Sign up to
 * start watching", which open the account overlay (`u` on the current page, keeping its other
 * parameters: a page opened with `play=1` plays as soon as the viewer has signed in; otherwise the
 * overlay closes onto this button, now "Start watching", where focus returns). Hidden on a free
 * (AVOD) site when the viewer is not entitled; invisible while a session is being restored or
 * created (a returning user is not asked to sign up for a moment).
 */
export function PlayButton({ item, onPlay }: PlayButtonProps) {
  const { t } = useTranslation('video');
  const navigate = useNavigate();
  const location = useLocation();
  const { button } = useMediaAccess(item);
  // Kept in place but hidden, so that an overlay opened from it can give focus back to it after login.
  const pending = useAppStore('account', selectAuthStatus) === 'loading' && button.visible && button.action !== 'play';
  if (!button.visible) return null;

  const onClick = () => {
    if (button.action === 'play') onPlay();
    else void navigate(accountOverlayUrl(`${location.pathname}${location.search}`, button.action));
  };
  const percent = button.progress === undefined ? undefined : Math.round(button.progress * 100);

  return (
    <button
      type="button"
      className={`ott-button ott-play-button ott-play-button--${button.kind.replace(/_/g, '-')}${pending ? ' ott-play-button--pending' : ''}`}
      aria-hidden={pending || undefined}
      tabIndex={pending ? -1 : undefined}
      onClick={onClick}
    >
      <svg className="ott-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={PLAY_ICON} fill="currentColor" />
      </svg>
      <span>{t(button.kind)}</span>
      {percent !== undefined && (
        <>
          <span className="ott-play-button__progress" aria-hidden="true">
            <span className="ott-play-button__progress-bar" style={{ width: `${percent}%` }} />
          </span>
          <span className="ott-visually-hidden">{t('common:media.progress_watched', { percent })}</span>
        </>
      )}
    </button>
  );
}
