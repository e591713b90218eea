import { QUERY_FLAG_ON, QUERY_PARAMS } from '@ott/common';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface PlayParam {
  /** `play=1` is in the URL: the screen plays (on arrival, or after the play button). */
  playing: boolean;
  /** Adds `play=1` as a new history entry, so that Back stops playback. */
  play: () => void;
  /** Removes `play` (the player was closed). */
  stop: () => void;
}

/** Playback follows the `play` query parameter of the media and series routes (spec 000 §2). */
export function usePlayParam(): PlayParam {
  const [searchParams, setSearchParams] = useSearchParams();
  const playing = searchParams.get(QUERY_PARAMS.play) === QUERY_FLAG_ON;
  const play = useCallback(
    () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(QUERY_PARAMS.play, QUERY_FLAG_ON);
        return next;
      }),
    [setSearchParams],
  );
  const stop = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(QUERY_PARAMS.play);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { playing, play, stop };
}
