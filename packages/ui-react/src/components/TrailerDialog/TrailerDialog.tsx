import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMedia } from '../../hooks/useMedia';
import { Dialog } from '../Dialog/Dialog';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { PlayerSlot } from '../PlayerSlot/PlayerSlot';
import '@ott/ui-react/styles/trailer-dialog.css';

export interface TrailerDialogProps {
  /** Media id of the trailer (the item's `trailerId`). */
  trailerId: string;
  /** Title of the item the trailer belongs to. */
  title: string;
  open: boolean;
  onClose: () => void;
}

/** The trailer of an item in a modal (spec 000 §2 "trailer button (opens a modal)"), played with the Player. */
export function TrailerDialog({ trailerId, title, open, onClose }: TrailerDialogProps) {
  const { t } = useTranslation(['video', 'error']);
  // The trailer is fetched once the dialog has been opened, and kept while it closes.
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  const { data: trailer, error } = useMedia(requested ? trailerId : undefined);

  return (
    <Dialog open={open} onClose={onClose} title={t('trailer_of', { title })} size="large" className="ott-trailer-dialog">
      {error ? (
        <p className="ott-trailer-dialog__error" role="alert">
          {t('error:video_not_found')}
        </p>
      ) : trailer ? (
        // The dialog has the close button: the player gets none of its own.
        open && <PlayerSlot inline title={trailer.title} item={trailer} autoplay onComplete={onClose} />
      ) : (
        <LoadingIndicator />
      )}
    </Dialog>
  );
}
