import type { AdPlaybackState, PlayerSession } from '@ott/player';
import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from './formatTime';

export interface AdOverlayProps {
  ad: AdPlaybackState;
  session: Pick<PlayerSession, 'skipAd' | 'clickAd'>;
}

/**
 * The ad UI that replaces the controls while an ad plays (state.ad of the session): an "Ad" label
 * with its place in the break, announced once to screen readers; the time left; a link to the
 * advertiser; and the skip button from the ad's skip offset on (a countdown before it).
 */
export function AdOverlay({ ad, session }: AdOverlayProps) {
  const { t } = useTranslation('video');
  const remaining = Number.isFinite(ad.duration) ? Math.max(0, ad.duration - ad.currentTime) : null;
  const skippable = ad.skipOffset !== null && ad.currentTime >= ad.skipOffset;
  const skipIn = ad.skipOffset !== null && !skippable ? Math.max(1, Math.ceil(ad.skipOffset - ad.currentTime)) : null;

  return (
    <div className="ott-player__ad">
      <p className="ott-player__ad-info">
        {/* The label and the place are the live region: announced as each ad starts, not with every tick of the time. */}
        <span role="status">
          <span className="ott-player__ad-label">{t('player.ad')}</span> <span>{t('player.ad_position', { position: ad.position, total: ad.count })}</span>
        </span>
        {remaining !== null ? <span className="ott-player__ad-time">{t('player.ad_time_left', { time: formatPlaybackTime(remaining) })}</span> : null}
      </p>
      <div className="ott-player__ad-actions">
        {ad.clickable ? (
          <button type="button" className="ott-player__ad-button" onClick={session.clickAd}>
            {t('player.ad_visit_advertiser')}
          </button>
        ) : null}
        {skippable ? (
          <button type="button" className="ott-player__ad-button ott-player__ad-skip" onClick={session.skipAd}>
            {t('player.ad_skip')}
          </button>
        ) : skipIn !== null ? (
          <span className="ott-player__ad-countdown">{t('player.ad_skip_in', { seconds: skipIn })}</span>
        ) : null}
      </div>
    </div>
  );
}
