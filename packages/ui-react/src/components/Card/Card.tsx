import {
  cardImageSources,
  CONTENT_TYPE,
  MEDIA_STATUS,
  formatDuration,
  isLiveEvent,
  isMediaLocked,
  mediaItemUrl,
  mediaStatusBadge,
  type ImageAspectRatio,
  type MediaItem,
} from '@ott/common';
import { useId, useState, type FocusEventHandler, type KeyboardEventHandler, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaProgress } from '../../hooks/useWatchHistory';
import { Glyph } from './cardIcons';
import { IMPORTANT_IMAGE_TIMING } from './importantImageTiming';
import { cssAspectRatio, episodeNumbers, progressPercent } from './cardFormat';
import { useViewerAccess } from './useViewerAccess';

export type CardVariant = 'tile' | 'featured';

export interface CardProps {
  item: MediaItem;
  /** Playlist the card is shown in, kept in its link (`r`). */
  playlistId?: string;
  /** The playlist's `cardImageAspectRatio`; 16:9 by default. */
  aspectRatio?: ImageAspectRatio | null;
  /** `featured`: the large hero-like card of a featured shelf, with the description. */
  variant?: CardVariant;
  /** `sizes` of the image: how wide the tile is on screen (see `tileImageSizes`). */
  imageSizes?: string;
  /**
   * How the image loads: `lazy` (default) when it comes near the screen; `eager` at once (the card
   * is on the first screen); `high` at once and ahead of other images (it may be the page's
   * largest image, its LCP element).
   */
  imageLoading?: 'lazy' | 'eager' | 'high';
  /** Roving focus inside a shelf: -1 keeps the card out of the Tab order. */
  tabIndex?: number;
  linkRef?: Ref<HTMLAnchorElement>;
  onFocus?: FocusEventHandler<HTMLAnchorElement>;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
}

/**
 * One media item as a card (spec 000 §2, §4): poster, title, duration or a live tag or a
 * scheduled icon, a lock when the viewer cannot play it under the access model, the watched
 * progress and an episode label. The whole card is one link named by its episode label and title
 * (and, when featured, its description); the badges drawn over the poster describe it.
 */
export function Card({ item, playlistId, aspectRatio, variant = 'tile', imageSizes, imageLoading = 'lazy', tabIndex, linkRef, onFocus, onKeyDown }: CardProps) {
  const { t } = useTranslation('common');
  const viewer = useViewerAccess();
  const progress = useMediaProgress(item.mediaid);
  const [imageFailed, setImageFailed] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const episodeId = useId();
  const descriptionId = useId();

  // The content client derives the status when the item is fetched (and refetches live and scheduled items).
  const status = item.mediaStatus ?? MEDIA_STATUS.VOD;
  const isLiveChannel = item.contentType === CONTENT_TYPE.LIVE_CHANNEL;
  const showLiveTag = isLiveChannel || mediaStatusBadge(status) === 'live-tag';
  const scheduled = !showLiveTag && status === MEDIA_STATUS.SCHEDULED;
  const replay = !showLiveTag && status === MEDIA_STATUS.VOD && isLiveEvent(item);
  const duration =
    showLiveTag || scheduled
      ? undefined
      : formatDuration(item.duration, (hours, minutes) => (minutes === 0 ? t('media.duration_hours', { hours }) : t('media.duration_hours_minutes', { hours, minutes })));
  const locked = isMediaLocked(item, viewer);
  const episode = episodeNumbers(item);
  const watched = typeof progress === 'number' && progress > 0 ? progressPercent(progress) : undefined;
  const image = item.cardImage && !imageFailed ? cardImageSources(item.cardImage, variant, imageSizes) : undefined;
  const showDescription = variant === 'featured' && !!item.description;

  const badges = (
    // Outside the link, drawn over its poster: the link's name must hold all the visible text of the
    // link (WCAG 2.5.3), and the badges are its description, not its name.
    <span className="ott-card__badges" id={detailsId} aria-hidden="true">
      {showLiveTag && <span className="ott-card__tag ott-card__tag--live">{t('media.live')}</span>}
      {scheduled && (
        <span className="ott-card__tag">
          <Glyph name="clock" className="ott-card__tag-icon" />
          <span className="ott-visually-hidden">{t('media.scheduled')}</span>
        </span>
      )}
      {replay && (
        <span className="ott-card__tag">
          <Glyph name="replay" className="ott-card__tag-icon" />
          <span className="ott-visually-hidden">{t('media.on_demand')}</span>
        </span>
      )}
      {duration && <span className="ott-card__tag">{duration}</span>}
      {locked && (
        <span className="ott-card__tag ott-card__tag--lock">
          <Glyph name="lock" className="ott-card__tag-icon" />
          <span className="ott-visually-hidden">{t('media.locked')}</span>
        </span>
      )}
      {watched !== undefined && <span className="ott-visually-hidden">{t('media.progress_watched', { percent: watched })}</span>}
    </span>
  );

  return (
    <div className={`ott-card-frame ott-card-frame--${variant}`}>
      <Link
        ref={linkRef}
        to={mediaItemUrl(item, { playlistId })}
        className={`ott-card ott-card--${variant}${locked ? ' ott-card--locked' : ''}`}
        aria-labelledby={[episode ? episodeId : '', titleId, showDescription ? descriptionId : ''].filter(Boolean).join(' ')}
        aria-describedby={detailsId}
        tabIndex={tabIndex}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        draggable={false}
      >
        <span className="ott-card__poster" style={{ aspectRatio: cssAspectRatio(aspectRatio) }}>
          {image && (
            <img
              className="ott-card__image"
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              // Decorative: the title names the link already.
              alt=""
              loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={imageLoading === 'high' ? 'high' : undefined}
              // Not `async` on the first screen: the browser may show those images with their cards' frame; the others never hold a frame.
              decoding={imageLoading === 'lazy' ? 'async' : undefined}
              {...(imageLoading === 'high' ? IMPORTANT_IMAGE_TIMING : {})}
              draggable={false}
              onError={() => setImageFailed(true)}
            />
          )}
          {watched !== undefined && (
            <span className="ott-card__progress" aria-hidden="true">
              <span className="ott-card__progress-bar" style={{ width: `${watched}%` }} />
            </span>
          )}
        </span>
        <span className="ott-card__body">
          {/* The spaces keep the words apart in the link's text as well as on screen (flex ignores them). */}
          {episode && (
            <>
              <span className="ott-card__episode" id={episodeId}>
                {t('media.episode_label', episode)}
              </span>{' '}
            </>
          )}
          <span className="ott-card__title" id={titleId}>
            {item.title}
          </span>
          {showDescription && (
            <>
              {' '}
              <span className="ott-card__description" id={descriptionId}>
                {item.description}
              </span>
            </>
          )}
        </span>
      </Link>
      {badges}
    </div>
  );
}
