import type { MediaItem } from '@ott/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayButton } from '../MediaHero/PlayButton';
import '@ott/ui-react/styles/paywall.css';

export interface PaywallProps {
  item: MediaItem;
  /** Starts playback once the viewer may play (the button then says "Start watching"). */
  onPlay: () => void;
}

/**
 * What stands in the player's place for a viewer who may not play the item (spec 000 §4 Playback,
 * §6 Media access): the item's picture, its title marked as locked, and the media screens' play
 * button with their copy ("Sign up to start watching", "Complete your subscription", "Buy"),
 * which opens the account overlay on the current page. Where no button is offered (AVOD), the
 * unauthorized screen's sentence says what would unlock it.
 */
export function Paywall({ item, onPlay }: PaywallProps) {
  const { t } = useTranslation('video');
  const titleId = useId();
  const image = item.backgroundImage ?? item.image ?? undefined;
  return (
    <section className="ott-paywall" aria-labelledby={titleId} style={image ? { backgroundImage: `url("${image}")` } : undefined}>
      <div className="ott-paywall__panel">
        <p className="ott-paywall__locked">
          <svg className="ott-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3z" />
          </svg>
          {t('common:media.locked')}
        </p>
        <h2 id={titleId} className="ott-paywall__title">
          {item.title}
        </h2>
        <p className="ott-paywall__description">{t('player.unauthorized_description')}</p>
        <PlayButton item={item} onPlay={onPlay} />
      </div>
    </section>
  );
}
