import type { PlayerSession, PlayerSnapshot, PlayerTrack } from '@ott/player';
import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from './formatTime';
import { PlayerIcon } from './PlayerIcon';
import { SeekBar } from './SeekBar';
import { trackLabel } from './trackLabel';
import { TrackMenu, type TrackMenuOption } from './TrackMenu';

export interface PlayerControlsProps {
  session: PlayerSession;
  snapshot: PlayerSnapshot;
  behindLive: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
}

/** The control bar: seek bar, play/pause, volume, time or LIVE, track menus, fullscreen. */
export function PlayerControls({ session, snapshot, behindLive, fullscreen, onToggleFullscreen }: PlayerControlsProps) {
  const { t, i18n } = useTranslation('video');
  const { live, paused, ended, muted, volume, currentTime } = snapshot;
  const playing = !paused && !ended;
  const start = live ? snapshot.seekableStart : 0;
  const end = live ? (snapshot.liveEdge ?? snapshot.seekableEnd) : Number.isFinite(snapshot.duration) ? snapshot.duration : 0;
  const seekable = end - start > 0;

  const options = (tracks: readonly PlayerTrack[]): TrackMenuOption[] =>
    tracks.map((track, index) => ({
      id: track.id,
      label: trackLabel(track, index, i18n.language, (number) => t('player.track_number', { number })),
    }));
  const subtitleOptions = [{ id: -1, label: t('player.subtitles_off') }, ...options(snapshot.subtitleTracks)];

  const valueText = live
    ? t('player.behind_live', { time: formatPlaybackTime(Math.max(0, end - currentTime)) })
    : t('player.time_of', { current: formatPlaybackTime(currentTime), duration: formatPlaybackTime(end) });

  return (
    <div className="ott-player__controls">
      {seekable ? <SeekBar label={t('player.seek')} start={start} end={end} value={currentTime} valueText={valueText} onSeek={session.seek} /> : null}
      <div className="ott-player__bar">
        <button type="button" className="ott-player__button" aria-label={playing ? t('player.pause') : t('player.play')} onClick={session.togglePlay}>
          <PlayerIcon name={playing ? 'pause' : 'play'} />
        </button>
        <div className="ott-player__volume">
          <button type="button" className="ott-player__button" aria-label={muted ? t('player.unmute') : t('player.mute')} onClick={session.toggleMute}>
            <PlayerIcon name={muted || volume === 0 ? 'muted' : 'volume'} />
          </button>
          <input
            className="ott-player__volume-slider"
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            aria-label={t('player.volume')}
            aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
            onChange={(event) => session.setVolume(Number(event.currentTarget.value))}
          />
        </div>
        {live ? (
          <div className="ott-player__live">
            <span className={`ott-player__live-badge${behindLive ? ' ott-player__live-badge--behind' : ''}`}>{t('player.live')}</span>
            {behindLive ? (
              <button type="button" className="ott-player__go-live" onClick={session.goLive}>
                {t('player.go_live')}
              </button>
            ) : null}
          </div>
        ) : (
          <span className="ott-player__time">
            {formatPlaybackTime(currentTime)} / {formatPlaybackTime(end)}
          </span>
        )}
        <span className="ott-player__spacer" />
        {snapshot.subtitleTracks.length > 0 ? (
          <TrackMenu label={t('player.subtitles')} icon="subtitles" options={subtitleOptions} selected={snapshot.subtitleTrack} onSelect={session.selectSubtitleTrack} />
        ) : null}
        {snapshot.audioTracks.length > 1 ? (
          <TrackMenu
            label={t('player.audio_language')}
            icon="audio"
            options={options(snapshot.audioTracks)}
            selected={snapshot.audioTrack}
            onSelect={session.selectAudioTrack}
          />
        ) : null}
        <button
          type="button"
          className="ott-player__button"
          aria-label={fullscreen ? t('player.exit_fullscreen') : t('player.fullscreen')}
          onClick={onToggleFullscreen}
        >
          <PlayerIcon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
