import { createAppError, selectIsViewerTokenUser, selectWatchHistoryEntry, type MediaItem } from '@ott/common';
import { createPlayerSession, createVastAdBreaks, errorOfPlayback, playbackKey, playbackPlan } from '@ott/player';
import { useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStoreApi } from '../../hooks/useAppStore';
import { useAppConfig, useConfig, useContentClient, usePlaybackSources } from '../../hooks/useApp';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { AdOverlay } from './AdOverlay';
import { usePlayerAdapterFactory } from './PlayerAdapterContext';
import { PlayerControls } from './PlayerControls';
import { PlayerErrorOverlay } from './PlayerErrorOverlay';
import { PlayerIcon } from './PlayerIcon';
import { SEEK_STEP_SECONDS, shortcutForKey } from './seekKeys';
import { useFullscreen } from './useFullscreen';
import { useIdle } from './useIdle';
import '@ott/ui-react/styles/player.css';

export { PlayerAdapterProvider } from './PlayerAdapterContext';
export type { PlayerAdapter, PlayerAdapterFactory, PlayerSnapshot, PlayerSource, PlayerTrack } from '@ott/player';

export interface PlayerProps {
  item: MediaItem;
  /** Start playing at once (muted if the browser refuses sound). */
  autoplay?: boolean;
  /** The playlist the item was opened from; kept for adapters that report it (the default one does not). */
  feedId?: string;
  /** Playback reached the end (the series screen goes to the next episode). */
  onComplete?: () => void;
  /** Shows a close button. */
  onClose?: () => void;
  /** Play a live programme from its start (catch-up) instead of the live edge. */
  startFromBeginning?: boolean;
  /** ISO date-time of the programme start, used with `startFromBeginning`. */
  liveStartTime?: string;
  /** ISO date-time of the programme end when it is over: the catch-up stream stops there. */
  liveEndTime?: string;
}

/** Keys the focused control handles itself (a button's Space, a slider's arrows); the player's shortcuts leave them alone. */
const CONTROL_KEYS = new Set([' ', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The video player (spec 000 §4 "Playback"): asks the app for the sources to play (signed for a
 * protected item, 001 §7.1-§7.3; geo-blocking checked), then plays them through the adapter of
 * PlayerAdapterContext (hls.js or native by default) with its own keyboard-accessible
 * controls; resumes and saves watch progress; starts live streams at the live edge, or a programme
 * from its start; reloads when a refetched item's source changes (an event that became a video).
 */
export function Player({ item, autoplay = false, onComplete, onClose, startFromBeginning = false, liveStartTime, liveEndTime }: PlayerProps) {
  const { t } = useTranslation('video');
  const playbackSources = usePlaybackSources();
  const historyStore = useAppStoreApi('watchHistory');
  const accountStore = useAppStoreApi('account');
  const createAdapter = usePlayerAdapterFactory();
  const [session] = useState(createPlayerSession);
  const config = useConfig();
  const { contentHost } = useAppConfig();
  const contentClient = useContentClient();
  // Client-side ads by the site's (or the item's) ad schedule; none when the config names none.
  const [adBreaks] = useState(() =>
    createVastAdBreaks({ settings: config, baseUrl: contentHost, getAdSchedule: (id, options) => contentClient.getAdSchedule(id, options) }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const [attempt, setAttempt] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fullscreen = useFullscreen(rootRef, videoRef);
  const { idle, wake } = useIdle();

  // The stream to load; a refetched item with the same source keeps playing.
  const key = useMemo(
    () => playbackKey(playbackPlan({ item, startFromBeginning, liveStartTime, liveEndTime })),
    [item, startFromBeginning, liveStartTime, liveEndTime],
  );

  // A viewer-token user keeps no watch history (000 §6): nothing is saved, nothing resumes.
  const viewer = () => selectIsViewerTokenUser(accountStore.getState());
  const saveProgress = useEffectEvent((progress: number) => {
    if (!viewer()) historyStore.getState().saveItem(item, progress);
  });
  const complete = useEffectEvent(() => onComplete?.());
  const startSession = useEffectEvent(() => {
    const video = videoRef.current;
    const savedProgress = viewer() ? undefined : selectWatchHistoryEntry(historyStore.getState(), item.mediaid)?.progress;
    const planFor = (playable: MediaItem) => playbackPlan({ item: playable, startFromBeginning, liveStartTime, liveEndTime, savedProgress });
    const plan = planFor(item);
    if (!video || !plan) return undefined;
    return session.start({
      video,
      item,
      plan,
      createAdapter,
      adBreaks,
      autoplay,
      // The signed sources (protected items) after the geo-block check; asked again once if the stream's signature expires.
      resolvePlan: async (signal) => {
        const playable = await playbackSources.resolve(item, { signal });
        const resolved = planFor(playable);
        if (!resolved) throw createAppError('media_not_found', { details: { mediaId: item.mediaid, reason: 'no playable source' } });
        return resolved;
      },
      saveProgress: (progress) => saveProgress(progress),
      onEnded: () => complete(),
      toError: errorOfPlayback,
    });
  });

  useEffect(() => startSession(), [key, attempt]);

  const { phase, snapshot, started, mutedByAutoplay, error, adBreak, ad } = state;
  const failed = !key || phase === 'error';
  // A break whose ad is still being fetched shows the spinner; the ad UI replaces the controls meanwhile.
  const loading = !failed && (phase === 'checking' || phase === 'loading' || (snapshot.buffering && !adBreak) || (adBreak !== null && ad === null));
  const behindLive = session.behindLiveEdge();
  const playing = !snapshot.paused && !snapshot.ended;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    wake();
    if (failed || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target !== videoRef.current && CONTROL_KEYS.has(event.key)) return;
    if (target.closest('[role="menu"]')) return;
    const shortcut = shortcutForKey(event.key);
    if (!shortcut) return;
    event.preventDefault();
    if (shortcut === 'toggle-play') session.togglePlay();
    else if (shortcut === 'seek-back') session.seekBy(-SEEK_STEP_SECONDS);
    else if (shortcut === 'seek-forward') session.seekBy(SEEK_STEP_SECONDS);
    else if (shortcut === 'volume-up') session.changeVolume(1);
    else if (shortcut === 'volume-down') session.changeVolume(-1);
    else if (shortcut === 'toggle-mute') session.toggleMute();
    else fullscreen.toggle();
  };

  const classes = [
    'ott-player',
    playing ? 'ott-player--playing' : 'ott-player--paused',
    playing && idle ? 'ott-player--idle' : '',
    fullscreen.active ? 'ott-player--fullscreen' : '',
  ].filter(Boolean);

  return (
    <div
      ref={rootRef}
      className={classes.join(' ')}
      role="region"
      aria-label={t('player.label', { title: item.title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
    >
      <video
        // A fresh element for every stream: text tracks an engine added cannot be removed from one.
        key={`${key}#${attempt}`}
        ref={videoRef}
        className="ott-player__video"
        playsInline
        crossOrigin="anonymous"
        preload="metadata"
        // The poster, which every item has; the background is only asked for as the item's own art (404 without).
        poster={item.image ?? item.backgroundImage ?? undefined}
        onClick={() => {
          if (!failed) session.togglePlay();
        }}
        onDoubleClick={fullscreen.toggle}
      />
      {!failed && !started && !loading && !adBreak && phase === 'ready' ? (
        <div className="ott-player__start" aria-hidden="true">
          <PlayerIcon name="play" />
        </div>
      ) : null}
      {loading ? (
        <div className="ott-player__loading">
          <LoadingIndicator />
        </div>
      ) : null}
      {failed ? (
        <PlayerErrorOverlay
          error={error}
          onRetry={() => {
            if (key) setAttempt((value) => value + 1);
          }}
        />
      ) : null}
      {!failed && mutedByAutoplay ? (
        <button type="button" className="ott-player__unmute" onClick={session.toggleMute}>
          <PlayerIcon name="muted" />
          {t('player.turn_on_sound')}
        </button>
      ) : null}
      {onClose ? (
        <button type="button" className="ott-player__close" aria-label={t('player.close')} onClick={onClose}>
          <PlayerIcon name="close" />
        </button>
      ) : null}
      {!failed && ad ? <AdOverlay ad={ad} session={session} /> : null}
      {!failed && !adBreak && phase !== 'idle' && phase !== 'checking' ? (
        <PlayerControls session={session} snapshot={snapshot} behindLive={behindLive} fullscreen={fullscreen.active} onToggleFullscreen={fullscreen.toggle} />
      ) : null}
    </div>
  );
}

export default Player;
