import { decideMediaRoute, isNotFoundError, readMediaQuery, type MediaLocationState } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { QueryError } from '../../components/QueryError/QueryError';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useMedia } from '../../hooks/useMedia';
import { useSeriesLookup } from '../../hooks/useSeriesLookup';
import { HubScreen } from './HubScreen';
import { MediaDetails } from './MediaDetails';
import { PageScreen } from './PageScreen';
import '@ott/ui-react/styles/media.css';

/**
 * Media page (`/m/:id/:slug`, query `r`, `play=1`, `e`): loads the item, fixes the slug, and shows
 * the screen of its contentType (spec 000 §2 "Media screen choice"): series and episodes go to the
 * series page, live channels to the live guide, the rest have a screen here.
 */
export default function Media() {
  const { id, '*': rest = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const media = useMedia(id);
  const item = media.data;
  const needsLookup = item?.contentType === 'episode' && !item.seriesId?.trim();
  const lookup = useSeriesLookup(item?.mediaid, { enabled: needsLookup });
  const state = (location.state ?? null) as MediaLocationState | null;

  if (media.error) return <MediaError error={media.error} />;
  if (!item) return <LoadingIndicator />;

  const query = readMediaQuery(searchParams);
  const decision = decideMediaRoute(item, {
    slug: rest.replace(/\/+$/, ''),
    query,
    search: location.search,
    seriesLookup: needsLookup ? (lookup.isPending ? undefined : (lookup.data ?? null)) : null,
    seriesNotFound: state?.seriesNotFound === true,
  });

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace state={location.state} />;
  if (decision.type === 'lookup-series') return <LoadingIndicator />;
  switch (decision.kind) {
    case 'page':
      return <PageScreen item={item} />;
    case 'hub':
      return <HubScreen item={item} />;
    default:
      return <MediaDetails key={item.mediaid} item={item} kind={decision.kind} query={query} fetchedAt={media.dataUpdatedAt} />;
  }
}

/** "Video not found" for a missing item (spec 001 §8), the generic error otherwise. */
function MediaError({ error }: { error: unknown }) {
  const { t } = useTranslation('error');
  useDocumentTitle(isNotFoundError(error) ? t('video_not_found') : t('generic.title'));
  return <QueryError error={error} notFoundTitle={t('video_not_found')} />;
}
