import { useTranslation } from 'react-i18next';
import '@ott/ui-react/styles/media-hero.css';

const TRAILER_ICON = 'M18 4l2 4h-3l-2-4h-2l2 4h-3l-2-4H8l2 4H7L5 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V4z';

/** Opens the trailer dialog of an item. */
export function TrailerButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('video');
  return (
    <button type="button" className="ott-button ott-media-action ott-trailer-button" onClick={onClick} aria-haspopup="dialog">
      <svg className="ott-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={TRAILER_ICON} fill="currentColor" />
      </svg>
      <span>{t('trailer')}</span>
    </button>
  );
}
