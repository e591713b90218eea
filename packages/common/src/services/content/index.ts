export * from './ContentApiClient';
export * from './adSchedule';
export * from './contentErrors';
export { CONTENT_PATHS } from './contentPaths';
export type { ContentApiShape, ContentApiShapeDescriptor } from './contentApiShapes';
export * from './geoBlock';
export * from './imageUrl';
export * from './mediaMapping';
export * from './refetch';
