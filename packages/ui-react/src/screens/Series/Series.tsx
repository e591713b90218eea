import {
  decideEpisodeEnd,
  decideSeriesRoute,
  isPlayable,
  isTruthyFlag,
  readMediaQuery,
  seriesHeadMetadata,
  seriesUrl,
  type Episode,
  type MediaItem,
  type MediaQuery,
  type SeriesLocationState,
  type Series as SeriesEntity,
} from '@ott/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage/ErrorPage';
import { FavoriteButton } from '../../components/FavoriteButton/FavoriteButton';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { MediaHero } from '../../components/MediaHero/MediaHero';
import { metadataLine } from '../../components/MediaHero/mediaMetadata';
import { PlayButton } from '../../components/MediaHero/PlayButton';
import { useDurationFormat } from '../../components/MediaHero/useDurationFormat';
import { useMediaAccess } from '../../components/MediaHero/useMediaAccess';
import { PlayerSlot } from '../../components/PlayerSlot/PlayerSlot';
import { RelatedMedia } from '../../components/RelatedMedia/RelatedMedia';
import { ShareButton } from '../../components/ShareButton/ShareButton';
import { TrailerButton } from '../../components/TrailerDialog/TrailerButton';
import { TrailerDialog } from '../../components/TrailerDialog/TrailerDialog';
import { useAppStore } from '../../hooks/useAppStore';
import { useConfig } from '../../hooks/useApp';
import { useContentClient } from '../../hooks/useApp';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useEpisodes } from '../../hooks/useEpisodes';
import { useHeadMetadata } from '../../hooks/useHeadMetadata';
import { useMedia } from '../../hooks/useMedia';
import { useSeries } from '../../hooks/useSeries';
import { usePlayParam } from '../Media/usePlayParam';
import { EpisodeList } from './EpisodeList';
import { SeasonFilter } from './SeasonFilter';
import { SeriesAbout } from './SeriesAbout';
import { SeriesTabs } from './SeriesTabs';
import { episodePlaceLabel, episodesOfPages, initialSeasonNumber, placeOfItem } from './seriesEpisodes';
import '@ott/ui-react/styles/series.css';

/**
 * Series page (`/s/:id/:slug`, query `r` feed id, `e` episode id, `play=1`), spec 000 §2 "Series
 * screen": the shown episode in the hero, the season filter and the episode list, an About tab,
 * trailer, share, favorite and recommendations. Where the page goes (the episode to show, a
 * missing series or episode, the slug, the next episode) is `decideSeriesRoute` and
 * `decideEpisodeEnd` of @ott/common; this screen renders their decisions.
 */
export default function Series() {
  const { id = '' } = useParams();
  // A new series starts with its own season choice and tabs.
  return <SeriesScreen key={id} seriesId={id} />;
}

function SeriesScreen({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(['video', 'error']);
  const { '*': rest = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const query = readMediaQuery(searchParams);

  const seriesQuery = useSeries(seriesId);
  const seriesItemQuery = useMedia(seriesId);
  const episodeQuery = useMedia(query.episodeId);
  const historyItems = useAppStore('watchHistory', (state) => state.items);
  const historyLoading = useAppStore('watchHistory', (state) => state.loadStatus === 'loading');

  const series = seriesQuery.data;
  const seasons = series?.seasons ?? [];
  const [chosenSeason, setChosenSeason] = useState<number | undefined>(undefined);
  const waitingForEpisode = Boolean(query.episodeId) && episodeQuery.isPending;
  const seasonNumber = seasons.length > 0 ? (chosenSeason ?? initialSeasonNumber(seasons, episodeQuery.data)) : undefined;
  const episodes = useEpisodes(seriesId, seasonNumber, { enabled: Boolean(series) && !waitingForEpisode });

  const title = seriesItemQuery.data?.title || series?.title || '';
  const episodeList = episodesOfPages(episodes.data?.pages);

  const decision = decideSeriesRoute({
    seriesId,
    slug: rest.replace(/\/+$/, ''),
    query,
    search: location.search,
    seriesError: seriesQuery.error,
    loaded: Boolean(series) && !seriesItemQuery.isPending,
    title,
    episodeError: episodeQuery.error,
    history: historyLoading ? undefined : historyItems,
    firstEpisodeId: episodeList[0]?.media_item.mediaid,
    state: location.state as SeriesLocationState | null,
  });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  if (decision.type === 'series_error') return <SeriesError />;
  if (decision.type === 'loading' || !series) return <LoadingIndicator />;

  return (
    <SeriesContent
      seriesId={seriesId}
      series={series}
      seriesItem={seriesItemQuery.data}
      title={title || t('series')}
      episode={episodeQuery.data}
      query={query}
      seasonNumber={seasonNumber}
      onSeasonChange={setChosenSeason}
      episodes={episodeList}
      episodesState={{
        hasMore: Boolean(episodes.hasNextPage),
        loading: episodes.isPending || episodes.isFetchingNextPage,
        error: episodes.error,
        loadMore: () => {
          if (episodes.hasNextPage && !episodes.isFetchingNextPage) void episodes.fetchNextPage();
        },
      }}
    />
  );
}

function SeriesError() {
  const { t } = useTranslation('error');
  useDocumentTitle(t('series_error'));
  return <ErrorPage title={t('series_error')} />;
}

interface SeriesContentProps {
  seriesId: string;
  series: SeriesEntity;
  seriesItem: MediaItem | undefined;
  title: string;
  episode: MediaItem | undefined;
  query: MediaQuery;
  seasonNumber: number | undefined;
  onSeasonChange: (seasonNumber: number) => void;
  episodes: Episode[];
  episodesState: { hasMore: boolean; loading: boolean; error: unknown; loadMore: () => void };
}

function SeriesContent({ seriesId, series, seriesItem, title, episode, query, seasonNumber, onSeasonChange, episodes, episodesState }: SeriesContentProps) {
  const { t } = useTranslation('video');
  const { siteName } = useConfig();
  const formatDuration = useDurationFormat();
  const [tab, setTab] = useState('episodes');
  const [trailerOpen, setTrailerOpen] = useState(false);

  const seriesLink = (episodeId?: string) => seriesUrl({ id: seriesId, title, feedId: query.playlistId, episodeId });
  const canonical = `${window.location.origin}${seriesUrl({ id: seriesId, title })}`;
  const episodeCanonical = episode ? `${window.location.origin}${seriesUrl({ id: seriesId, title, episodeId: episode.mediaid })}` : undefined;
  useHeadMetadata(seriesHeadMetadata(series, seriesItem, title, { url: canonical, siteName, episode, episodeUrl: episodeCanonical }));

  const shown = episode ?? seriesItem;
  const place = episode ? episodePlaceLabel(placeOfItem(episode), t) : undefined;
  const trailerId = seriesItem?.trailerId;

  return (
    <div className="ott-screen ott-series-screen">
      <MediaHero
        title={title}
        image={episode?.backgroundImage ?? seriesItem?.backgroundImage}
        metadata={shown ? metadataLine(shown, formatDuration) : []}
        subtitle={
          episode ? (
            <p className="ott-series-screen__episode">
              {place && <span className="ott-series-screen__episode-place">{place}</span>}
              <span className="ott-series-screen__episode-title">{episode.title}</span>
            </p>
          ) : undefined
        }
        description={shown?.description ?? series.description}
      >
        {episode && <EpisodePlayButton episode={episode} />}
        {trailerId && <TrailerButton onClick={() => setTrailerOpen(true)} />}
        {shown && <FavoriteButton item={shown} />}
        <ShareButton title={episode ? `${title}: ${episode.title}` : title} url={episodeCanonical ?? canonical} />
      </MediaHero>
      {episode && <EpisodePlayer seriesId={seriesId} title={title} episode={episode} query={query} />}

      <SeriesTabs
        label={title}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'episodes',
            label: t('episodes'),
            panel: (
              <>
                {series.seasons.length > 1 && seasonNumber !== undefined && (
                  <SeasonFilter seasons={series.seasons} value={seasonNumber} onChange={onSeasonChange} />
                )}
                <EpisodeList
                  episodes={episodes}
                  episodeUrl={(entry) => seriesLink(entry.media_item.mediaid)}
                  currentEpisodeId={episode?.mediaid}
                  hasMore={episodesState.hasMore}
                  loading={episodesState.loading}
                  error={episodesState.error}
                  onLoadMore={episodesState.loadMore}
                />
              </>
            ),
          },
          { id: 'about', label: t('about'), panel: <SeriesAbout series={series} item={seriesItem} /> },
        ]}
      />

      <RelatedMedia mediaId={seriesId} />
      {trailerId && <TrailerDialog trailerId={trailerId} title={title} open={trailerOpen} onClose={() => setTrailerOpen(false)} />}
    </div>
  );
}

interface EpisodePlaybackProps {
  seriesId: string;
  title: string;
  episode: MediaItem;
  query: MediaQuery;
}

/** Whether the shown episode can be played (`isPlayable`), judged when it was first shown. */
function useEpisodePlayable(episode: MediaItem): boolean {
  const [shownAt] = useState(() => Date.now());
  return isPlayable(episode, shownAt);
}

function EpisodePlayButton({ episode }: { episode: MediaItem }) {
  const { play } = usePlayParam();
  return useEpisodePlayable(episode) ? <PlayButton item={episode} onPlay={play} /> : null;
}

/**
 * The player of the shown episode (`play=1`). When an episode ends, the next one plays, unless it
 * is scheduled (spec 000 §4: no autoplay of a scheduled item); after the last episode the player
 * closes.
 */
function EpisodePlayer({ seriesId, title, episode, query }: EpisodePlaybackProps) {
  const { custom } = useConfig();
  const client = useContentClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const language = useAppStore('site', (state) => state.language);
  const { playing, stop } = usePlayParam();
  const access = useMediaAccess(episode);
  const playable = useEpisodePlayable(episode);

  const playNext = async () => {
    const next = await queryClient
      .fetchQuery({
        queryKey: ['next-episode', seriesId, episode.mediaid, language],
        queryFn: async ({ signal }) => (await client.getNextEpisode(seriesId, episode.mediaid, { signal })) ?? null,
      })
      .catch(() => null);
    const decision = decideEpisodeEnd({ seriesId, title, query, next: next?.media_item ?? null, now: Date.now() });
    if (decision.type === 'redirect') void navigate(decision.to);
    else stop();
  };

  if (!playing || !playable || !access.entitled) return null;
  return (
    <PlayerSlot
      key={episode.mediaid}
      title={episode.title}
      item={episode}
      autoplay
      feedId={query.playlistId}
      onComplete={() => void playNext()}
      onClose={stop}
      inline={isTruthyFlag(custom.inlinePlayer)}
    />
  );
}
