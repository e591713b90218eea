import { selectAuthStatus, type LivePlayback, type MediaItem } from '@ott/common';
import { useState } from 'react';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useMediaAccess } from '../../components/MediaHero/useMediaAccess';
import { Paywall } from '../../components/Paywall/Paywall';
import { useAppStore } from '../../hooks/useAppStore';
import { LivePlayer } from './LivePlayer';

export interface LiveStageProps {
  /** The selected channel's media item. */
  item: MediaItem;
  feedId: string | undefined;
  autoplay: boolean;
  playback: LivePlayback;
}

/**
 * The live guide's player, behind the media screens' access rule (spec 000 §6 "Media access",
 * `useMediaAccess`): an entitled viewer gets the player (which plays the channel's signed source);
 * anyone else the paywall, with the media screens' button (sign up, complete the subscription,
 * buy). Nothing is offered while a stored session is being restored. Signing in turns the paywall
 * into the player in place. The end of a programme watched from its start is read once: a
 * programme on air that ends meanwhile keeps playing into the next one.
 */
export function LiveStage({ item, feedId, autoplay, playback }: LiveStageProps) {
  const access = useMediaAccess(item);
  const restoring = useAppStore('account', selectAuthStatus) === 'loading';
  const [liveEndTime] = useState(playback.liveEndTime);
  // Pressing play on the paywall's button is only offered once the viewer may play.
  const [played, setPlayed] = useState(false);

  if (!access.entitled) {
    if (restoring) return <LoadingIndicator />;
    return <Paywall item={item} onPlay={() => setPlayed(true)} />;
  }
  return (
    <LivePlayer
      item={item}
      feedId={feedId}
      autoplay={autoplay || played}
      startFromBeginning={playback.startFromBeginning}
      liveStartTime={playback.liveStartTime}
      liveEndTime={liveEndTime}
    />
  );
}
