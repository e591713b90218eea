import { EPISODE_PAGE_SIZE } from '../../constants';
import { z } from '../../zod';
import type { MediaItem } from '../../entities/media';
import { contentListSchema, contentListToPlaylistInput } from '../../entities/contentList';
import { playlistSchema, type Playlist } from '../../entities/playlist';
import {
  episodesPageSchema,
  seriesLookupSchema,
  seriesSchema,
  type Episode,
  type EpisodesPage,
  type Series,
  type SeriesLookup,
} from '../../entities/series';
import { createAppError } from '../../errors/catalogue';
import { invalidReplyError, isHttpError } from '../../errors/httpErrors';
import { HttpClient, type FetchLike, type QueryValue } from '../http';
import { adScheduleSchema, type AdSchedule } from './adSchedule';
import { asNotFound, asSeriesError, mediaNotFound, type NotFoundErrorName } from './contentErrors';
import { CONTENT_API_SHAPES, DEFAULT_CONTENT_API_SHAPE, placeToken, type ContentApiShape, type ContentApiShapeDescriptor } from './contentApiShapes';
import { CONTENT_PATHS } from './contentPaths';
import { firstHlsSource, type GeoBlockCheck } from './geoBlock';
import { toEpisodesPage, toMediaItem, toPlaylist, type MediaMappingContext } from './mediaMapping';

export interface ContentApiClientOptions {
  /** Base URL of the content host (no trailing slash needed). */
  contentHost: string;
  siteId: string;
  /** Which delivery shape media, playlists, related items and search use (`CONTENT_API_SHAPES`). Default 'v2'. */
  apiShape?: ContentApiShape;
  /** Config id sent with the second shape's search. */
  configId?: string;
  fetch?: FetchLike;
  /** The active language for translated fields. */
  getLanguage?: () => string | undefined;
  /** Clock in epoch milliseconds, for the media status. Default Date.now. */
  now?: () => number;
  /**
   * A watchlist playlist of the config (favorites or continue watching): it answers any item's
   * metadata. A protected item's media call without a token is refused (401: it would carry signed
   * URLs), so its page reads the item from here instead; its sources stay unsigned, and the player
   * asks for signed ones (PlaybackSourceResolver).
   */
  metadataWatchlistId?: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface MediaOptions extends CallOptions {
  /** A signed-URL token (media token): the `token` query parameter in both shapes. */
  token?: string;
  /** Fetch the item through a DRM policy (`/drm/{policyId}`). */
  drmPolicyId?: string;
}

export interface PlaybackOptions extends CallOptions {
  passport?: string;
  planId?: string;
  /** The config the viewer watches under (its id): the content host decides entitlement by its access model. */
  appConfigId?: string;
}

export interface MediaTokenOptions extends CallOptions {
  appConfigId?: string;
  /** The signed-in viewer's account credential, when there is one. */
  bearer?: string;
}

/** `GET /v2/items/jw-media/token` answers `{ token }`. */
const mediaTokenReplySchema = z.object({ token: z.string().check(z.minLength(1)) });

export interface PlaylistOptions extends CallOptions {
  pageLimit?: number;
  /** 1-based index of the first item. */
  pageOffset?: number;
  relatedMediaId?: string;
  search?: string;
  /** Tags to filter by (comma-joined on the wire). */
  useTags?: string | readonly string[];
  token?: string;
  /** Keep only items of this contentType (or one of these). */
  contentType?: string | readonly string[];
}

export interface RelatedOptions extends CallOptions {
  /** v2: the recommendations playlist that answers `related_media_id`. */
  playlistId?: string;
  contentType?: string | readonly string[];
}

export interface SearchOptions extends CallOptions {
  /** v2: the search playlist that answers `search`. */
  playlistId?: string;
  /** v2: use the site's app-content search instead of a search playlist. */
  appContent?: boolean;
  /** Second shape: overrides the client's configId. */
  configId?: string;
}

export interface WatchlistOptions extends CallOptions {
  mediaIds: readonly string[];
  token?: string;
}

export interface EpisodesOptions extends CallOptions {
  /** 0-based page index (the previous reply's `page` asks for the next page). Default 0. */
  pageOffset?: number;
  /** Default EPISODE_PAGE_SIZE (20). */
  pageLimit?: number;
  /** Only episodes after this episode's media id. */
  afterId?: string;
}

/** `/v2/media/{id}` and its variants deliver a one-item playlist. */
const mediaReplySchema = playlistSchema;

/**
 * The content host client (001 §7.1, §7.9): every call of the v2 delivery shape and of the second
 * content API shape, replies validated with the entity schemas and mapped to entities with their
 * derived fields. Failures are AppErrors raised here: a wrong reply is `invalid_reply`, a missing
 * media item "MediaItem not found", a missing playlist `playlist_not_found`, a failed series
 * `series_error` (the HTTP status stays the code, so a 404 is not retried).
 */
export class ContentApiClient {
  private readonly http: HttpClient;
  /** Ad schedules are fetched without cookies or credentials (001 §9). */
  private readonly credentialFreeHttp: HttpClient;
  readonly apiShape: ContentApiShape;
  /** The paths, queries and token transport of `apiShape`: the client reads them and never the shape's name. */
  readonly shape: ContentApiShapeDescriptor;

  constructor(private readonly options: ContentApiClientOptions) {
    const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.apiShape = options.apiShape ?? DEFAULT_CONTENT_API_SHAPE;
    this.shape = CONTENT_API_SHAPES[this.apiShape];
    this.http = new HttpClient({ baseUrl: options.contentHost, fetch: fetchFn });
    this.credentialFreeHttp = new HttpClient({
      baseUrl: options.contentHost,
      fetch: (input, init) => fetchFn(input, { ...init, credentials: 'omit' }),
    });
  }

  private context(): MediaMappingContext {
    return {
      contentHost: this.options.contentHost,
      language: this.options.getLanguage?.(),
      now: (this.options.now ?? Date.now)(),
    };
  }

  private async fetchPlaylist(
    path: string,
    query: Record<string, QueryValue>,
    options: CallOptions & { contentType?: string | readonly string[]; bearer?: string },
    notFound: NotFoundErrorName = 'playlist_not_found',
  ): Promise<Playlist> {
    try {
      const reply = await this.http.get(path, {
        query,
        schema: playlistSchema,
        signal: options.signal,
        // No token source is configured: a token is sent only when the call passes one.
        token: options.bearer,
      });
      return toPlaylist(reply, this.context(), options.contentType);
    } catch (error) {
      throw asNotFound(error, notFound);
    }
  }

  /**
   * A media item (`/v2/media/{id}`, or through a DRM policy), in the second shape `/media/{id}`.
   * Without a token, a protected item (refused with 401) is read from the metadata watchlist when
   * the client has one (see `metadataWatchlistId`); otherwise the 401 is raised.
   */
  async getMediaById(mediaId: string, options: MediaOptions = {}): Promise<MediaItem> {
    const path = options.drmPolicyId ? this.shape.mediaThroughDrmPolicy(mediaId, options.drmPolicyId) : this.shape.media(mediaId);
    const token = placeToken(this.shape.mediaToken, options.token);
    try {
      return await this.fetchMedia(path, token.query, options, token.bearer);
    } catch (error) {
      const watchlistId = this.options.metadataWatchlistId;
      if (options.token || !watchlistId || !isHttpError(error, 401)) throw error;
      const [item] = (await this.getWatchlist(watchlistId, { mediaIds: [mediaId], signal: options.signal })).playlist;
      if (!item || item.mediaid !== mediaId) throw error;
      return item;
    }
  }

  /** The signed playback item of the access bridge (`playback.json` with passport, app_config_id and plan_id). */
  getPlaybackJson(mediaId: string, options: PlaybackOptions = {}): Promise<MediaItem> {
    return this.fetchMedia(
      CONTENT_PATHS.playbackJson(this.options.siteId, mediaId),
      { passport: options.passport, app_config_id: options.appConfigId, plan_id: options.planId },
      options,
      undefined,
    );
  }

  /**
   * A signed media token from the content host itself (001 §7.2 `GET /v2/items/jw-media/token` with
   * app_config_id and media_id; the account credential when signed in), for sites whose
   * integration has no entitlement service. Refused (401/403) when the viewer is not entitled.
   */
  async getMediaToken(mediaId: string, options: MediaTokenOptions = {}): Promise<string> {
    const reply = await this.http.get(CONTENT_PATHS.mediaToken(), {
      query: { app_config_id: options.appConfigId, media_id: mediaId },
      schema: mediaTokenReplySchema,
      signal: options.signal,
      token: options.bearer,
    });
    return reply.token;
  }

  private async fetchMedia(path: string, query: Record<string, QueryValue>, options: CallOptions, bearer: string | undefined): Promise<MediaItem> {
    let reply: Playlist;
    try {
      reply = await this.http.get(path, {
        query,
        schema: mediaReplySchema,
        signal: options.signal,
        token: bearer,
      });
    } catch (error) {
      throw asNotFound(error, 'media_not_found');
    }
    const [item] = reply.playlist;
    if (!item) throw mediaNotFound({ path });
    return toMediaItem(item, this.context(), reply.feedid);
  }

  /** A playlist page (`/v2/playlists/{id}`; second shape `/playlist/{id}`), optionally filtered by contentType. */
  getPlaylist(playlistId: string, options: PlaylistOptions = {}): Promise<Playlist> {
    const token = placeToken(this.shape.token, options.token);
    const query: Record<string, QueryValue> = {
      page_limit: options.pageLimit,
      page_offset: options.pageOffset,
      related_media_id: options.relatedMediaId,
      search: options.search,
      use_tags: options.useTags,
      ...token.query,
    };
    return this.fetchPlaylist(this.shape.playlist(playlistId), query, { signal: options.signal, contentType: options.contentType, bearer: token.bearer });
  }

  /**
   * Items related to a media item: the shape's related route (second shape `/related/{id}`), else
   * the recommendations playlist asked with `related_media_id` (v2; without it "id is required").
   */
  getRelatedMedia(mediaId: string, options: RelatedOptions = {}): Promise<Playlist> {
    const route = this.shape.related;
    if (route) return this.fetchPlaylist(route.path(mediaId), route.query(mediaId), options);
    if (!options.playlistId) return Promise.reject(createAppError('id_required'));
    return this.getPlaylist(options.playlistId, { relatedMediaId: mediaId, contentType: options.contentType, signal: options.signal });
  }

  /**
   * Search (7.9 `search(term)`): the shape's search route (second shape
   * `/search?search_query=&configId=`), else the search playlist or the app-content search (v2);
   * with neither, "Search is not supported".
   */
  search(term: string, options: SearchOptions = {}): Promise<Playlist> {
    const route = this.shape.search;
    if (route) {
      const configId = options.configId ?? this.options.configId;
      return this.fetchPlaylist(route.path(term, configId), route.query(term, configId), options);
    }
    if (options.appContent) return this.searchAppContent(term, options);
    if (options.playlistId) return this.getPlaylist(options.playlistId, { search: term, signal: options.signal });
    return Promise.reject(createAppError('search_not_supported'));
  }

  /**
   * A content list (`/v2/sites/{siteId}/content_lists/{id}`): delivered as `{ id, title, list }`
   * and returned as a playlist (entries become media items, custom parameters at the top).
   */
  async getContentList(listId: string, options: CallOptions = {}): Promise<Playlist> {
    const path = CONTENT_PATHS.contentList(this.options.siteId, listId);
    try {
      const reply = await this.http.get(path, { schema: contentListSchema, signal: options.signal });
      const playlist = playlistSchema.safeParse(contentListToPlaylistInput(reply));
      if (!playlist.success) throw invalidReplyError('content list entries are not media items', { path });
      return toPlaylist(playlist.data, this.context());
    } catch (error) {
      throw asNotFound(error, 'playlist_not_found');
    }
  }

  /** The site's app-content search (`/v2/sites/{siteId}/app_content/media/search?search_query=`). */
  searchAppContent(term: string, options: CallOptions = {}): Promise<Playlist> {
    return this.fetchPlaylist(CONTENT_PATHS.appContentSearch(this.options.siteId), { search_query: term }, options);
  }

  /**
   * The items of a watchlist playlist (favorites, continue watching) that are in `mediaIds`. No
   * ids: an empty playlist without a request.
   */
  async getWatchlist(watchlistId: string, options: WatchlistOptions): Promise<Playlist> {
    if (options.mediaIds.length === 0) return playlistSchema.parse({ feedid: watchlistId, title: '', playlist: [] });
    return this.fetchPlaylist(CONTENT_PATHS.watchlist(watchlistId), { media_ids: options.mediaIds, token: options.token }, options);
  }

  /** A series with its seasons (`/apps/series/{id}`). Failures are series_error with the HTTP status as code. */
  async getSeries(seriesId: string, options: CallOptions = {}): Promise<Series> {
    try {
      return await this.http.get(CONTENT_PATHS.series(seriesId), { schema: seriesSchema, signal: options.signal });
    } catch (error) {
      throw asSeriesError(error);
    }
  }

  /** The series each media id belongs to (`/apps/series?media_ids=`). No ids: an empty lookup without a request. */
  async getSeriesByMediaIds(mediaIds: readonly string[], options: CallOptions = {}): Promise<SeriesLookup> {
    if (mediaIds.length === 0) return {};
    return this.http.get(CONTENT_PATHS.seriesLookup(), {
      query: { media_ids: mediaIds },
      schema: seriesLookupSchema,
      signal: options.signal,
    });
  }

  /** One page of a season's episodes (`/apps/series/{id}/seasons/{n}/episodes`). */
  async getSeasonEpisodes(seriesId: string, seasonNumber: number, options: EpisodesOptions = {}): Promise<EpisodesPage> {
    const reply = await this.http.get(CONTENT_PATHS.seasonEpisodes(seriesId, seasonNumber), {
      query: { page_offset: options.pageOffset ?? 0, page_limit: options.pageLimit ?? EPISODE_PAGE_SIZE },
      schema: episodesPageSchema,
      signal: options.signal,
    });
    return toEpisodesPage(reply, this.context());
  }

  /** One page of a series' episodes (`/apps/series/{id}/episodes`), optionally after an episode. */
  async getEpisodes(seriesId: string, options: EpisodesOptions = {}): Promise<EpisodesPage> {
    const reply = await this.http.get(CONTENT_PATHS.episodes(seriesId), {
      query: { page_offset: options.pageOffset ?? 0, page_limit: options.pageLimit ?? EPISODE_PAGE_SIZE, after_id: options.afterId },
      schema: episodesPageSchema,
      signal: options.signal,
    });
    return toEpisodesPage(reply, this.context());
  }

  /** The episode after `episodeId` in the series, or undefined after the last one. */
  async getNextEpisode(seriesId: string, episodeId: string, options: CallOptions = {}): Promise<Episode | undefined> {
    const page = await this.getEpisodes(seriesId, { afterId: episodeId, pageLimit: 1, signal: options.signal });
    return page.episodes[0];
  }

  /** An ad schedule (`/v2/advertising/schedules/{id}.json`), fetched with credentials omitted. */
  getAdSchedule(scheduleId: string, options: CallOptions = {}): Promise<AdSchedule> {
    return this.credentialFreeHttp.get(CONTENT_PATHS.adSchedule(scheduleId), { schema: adScheduleSchema, signal: options.signal, auth: 'none' });
  }

  /**
   * Geo-block check before playback: HEAD on the first HLS source. A 403 raises "access blocked";
   * any other failure does not block playback (see GeoBlockCheck).
   */
  async checkGeoBlock(item: Pick<MediaItem, 'sources'>, options: CallOptions = {}): Promise<GeoBlockCheck> {
    const source = firstHlsSource(item);
    if (!source) return 'unchecked';
    try {
      await this.http.request('HEAD', source, { responseType: 'text', headers: { Accept: '*/*' }, signal: options.signal });
      return 'allowed';
    } catch (error) {
      if (isHttpError(error, 403)) throw createAppError('access_blocked', { details: { source }, cause: error });
      if (error instanceof Error && error.name === 'AbortError') throw error;
      return 'unchecked';
    }
  }
}

export const createContentApiClient = (options: ContentApiClientOptions): ContentApiClient => new ContentApiClient(options);
