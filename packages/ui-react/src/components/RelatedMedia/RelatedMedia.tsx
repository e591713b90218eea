import { useTranslation } from 'react-i18next';
import { useRecommendations } from '../../hooks/useRecommendations';
import { Shelf } from '../Shelf/Shelf';
import '@ott/ui-react/styles/media.css';

export interface RelatedMediaProps {
  /** The item the recommendations are for. */
  mediaId: string;
}

/**
 * The "related" shelf of a media or series screen: the config's recommendations playlist asked for
 * items related to this one. A site without a recommendations playlist, a failure or no results
 * show nothing: it is an extra, the screen stands without it.
 */
export function RelatedMedia({ mediaId }: RelatedMediaProps) {
  const { t } = useTranslation('video');
  const { data, isPending, isEnabled, error } = useRecommendations(mediaId);
  if (!isEnabled || error) return null;
  return (
    <div className="ott-related-media">
      <Shelf
        title={t('related_videos')}
        status={isPending ? 'loading' : 'success'}
        items={data?.playlist}
        playlistId={data?.feedid ?? undefined}
        aspectRatio={data?.cardImageAspectRatio}
      />
    </div>
  );
}
