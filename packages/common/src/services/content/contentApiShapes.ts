import { z } from '../../zod';
import type { QueryValue } from '../http';
import { pathSegment } from './contentPaths';

/**
 * The two delivery shapes of the content host (001 §7.1) as data: for each, the paths and query
 * builders of the calls whose shape differs (media, media through a DRM policy, playlist, related
 * items, search) and how a signed-URL token travels. Every other call (content lists, watchlists,
 * series, episodes, ad schedules, configs) has one path for both shapes (`CONTENT_PATHS`).
 */

export const contentApiShapeSchema = z.enum(['v2', 'second']);
export type ContentApiShape = z.infer<typeof contentApiShapeSchema>;

/** The shape a client speaks when nothing selects another. */
export const DEFAULT_CONTENT_API_SHAPE: ContentApiShape = 'v2';

/** How a token travels: the `token` query parameter (v2 URL signing) or an `Authorization: Bearer` credential. */
export type TokenTransport = 'query' | 'bearer';

/** A call of the shape's own: its path and its query. */
export interface ShapeRoute<Args extends unknown[]> {
  path: (...args: Args) => string;
  query: (...args: Args) => Record<string, QueryValue>;
}

export interface ContentApiShapeDescriptor {
  /** How a token travels on playlist calls. */
  token: TokenTransport;
  /** How a media token (signed-URL token of one item) travels on the media calls: the query in both shapes (our server reads `?token=`). */
  mediaToken: TokenTransport;
  media: (mediaId: string) => string;
  mediaThroughDrmPolicy: (mediaId: string, drmPolicyId: string) => string;
  playlist: (playlistId: string) => string;
  /** null: the shape has no related route; related items are the recommendations playlist asked with `related_media_id`. */
  related: ShapeRoute<[mediaId: string]> | null;
  /** null: the shape has no search route; search goes through a search playlist or the app-content search. */
  search: ShapeRoute<[term: string, configId: string | undefined]> | null;
}

const V2_SHAPE: ContentApiShapeDescriptor = {
  token: 'query',
  mediaToken: 'query',
  media: (mediaId) => `/v2/media/${pathSegment(mediaId)}`,
  mediaThroughDrmPolicy: (mediaId, drmPolicyId) => `/v2/media/${pathSegment(mediaId)}/drm/${pathSegment(drmPolicyId)}`,
  playlist: (playlistId) => `/v2/playlists/${pathSegment(playlistId)}`,
  related: null,
  search: null,
};

const SECOND_SHAPE: ContentApiShapeDescriptor = {
  token: 'bearer',
  mediaToken: 'query',
  media: (mediaId) => `/media/${pathSegment(mediaId)}`,
  mediaThroughDrmPolicy: (mediaId, drmPolicyId) => `/media/${pathSegment(mediaId)}/drm/${pathSegment(drmPolicyId)}`,
  playlist: (playlistId) => `/playlist/${pathSegment(playlistId)}`,
  related: { path: (mediaId) => `/related/${pathSegment(mediaId)}`, query: () => ({}) },
  search: { path: () => '/search', query: (term, configId) => ({ search_query: term, configId }) },
};

export const CONTENT_API_SHAPES: Readonly<Record<ContentApiShape, ContentApiShapeDescriptor>> = { v2: V2_SHAPE, second: SECOND_SHAPE };

/** Where a call's token goes: into the query, or as the call's bearer credential. */
export interface PlacedToken {
  query: { token?: string };
  bearer: string | undefined;
}

const TOKEN_PLACEMENT: Readonly<Record<TokenTransport, (token: string | undefined) => PlacedToken>> = {
  query: (token) => ({ query: { token }, bearer: undefined }),
  bearer: (token) => ({ query: {}, bearer: token }),
};

export const placeToken = (transport: TokenTransport, token: string | undefined): PlacedToken => TOKEN_PLACEMENT[transport](token);
