/**
 * @ott/ui-react: the React layer of the viewer sites. An app renders `<OttApp appConfig={...} />`
 * and imports `@ott/ui-react/styles.css`; everything else here is for app shells that compose
 * their own pieces and for tests.
 */
export * from './app';
export * from './components';
export * from './hooks';
export * from './i18n';
export { routes, screenRoutes } from './routes';

// Rules that moved to @ott/common, still published here so that imports from @ott/ui-react keep working.
export {
  durationParts,
  imageAtWidth,
  isoDuration,
  mediaHeadMetadata,
  plainText,
  searchSourceOf,
  seriesHeadMetadata,
  tvSeriesJsonLd,
  uploadDate,
  videoObjectJsonLd,
  type DurationParts,
  type HeadContext,
  type HeadMetadata,
  type HeadMetaTag,
  type JsonLd,
  type OpenGraphVideoType,
  type SearchSource,
} from '@ott/common';
