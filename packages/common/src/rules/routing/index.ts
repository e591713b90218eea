export * from './paths';
export * from './slugify';
export type { RouteQueryValue } from './queryString';
export * from './routeBuilders';
export * from './mediaItemUrl';
export * from './matchRoute';
export * from './accountOverlay';
export * from './externalOffer';
export * from './userArea';
export {
  decideMediaRoute,
  isCurrentSlug,
  readMediaQuery,
  type MediaLocationState,
  type MediaQuery,
  type MediaRouteDecision,
  type MediaRouteInput,
  type MediaScreenKind,
} from './mediaRoute';
export {
  decideEpisodeEnd,
  decideSeriesRoute,
  type EpisodeEndDecision,
  type EpisodeEndInput,
  type SeriesHistoryEntry,
  type SeriesLocationState,
  type SeriesRouteDecision,
  type SeriesRouteInput,
} from './seriesRoute';
