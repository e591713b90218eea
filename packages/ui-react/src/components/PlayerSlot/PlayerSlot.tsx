import { lazy, Suspense } from 'react';
import type { PlayerProps } from '../Player/Player';
import { Dialog } from '../Dialog/Dialog';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import '@ott/ui-react/styles/player-slot.css';

/** The player is its own chunk (with the streaming library), loaded when playback first starts. */
const Player = lazy(() => import('../Player/Player').then((module) => ({ default: module.Player })));

export interface PlayerSlotProps extends PlayerProps {
  /** Accessible name of the cinema view (the item's title). */
  title: string;
  /**
   * Inside the page (the config's `custom.inlinePlayer`, or inside a dialog of its own), instead of
   * the full-window cinema view.
   */
  inline?: boolean;
}

/**
 * Where a media screen plays: the Player (it saves progress and resumes by itself), lazily loaded,
 * either in place or in a full-window cinema view (a dialog: focus stays in it, Escape closes it).
 */
export function PlayerSlot({ title, inline = false, onClose, ...playerProps }: PlayerSlotProps) {
  const player = (
    <Suspense fallback={<LoadingIndicator />}>
      <Player {...playerProps} onClose={onClose} />
    </Suspense>
  );
  if (inline) return <div className="ott-player-slot ott-player-slot--inline">{player}</div>;
  return (
    // The player has its own close button; Escape closes the dialog too.
    <Dialog open onClose={() => onClose?.()} title={title} hideTitle hideCloseButton className="ott-player-slot ott-player-slot--cinema">
      {player}
    </Dialog>
  );
}
