import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import type { PlayerProps } from '../../components/Player/Player';

/** The player is its own chunk: the guide draws first and the player code (and hls.js) follows. */
const Player = lazy(() => import('../../components/Player/Player').then((module) => ({ default: module.Player })));

/** The live guide's player, loaded lazily; tests replace this module with a stand-in. */
export function LivePlayer(props: PlayerProps) {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Player {...props} />
    </Suspense>
  );
}
