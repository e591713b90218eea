export * from './ContentApiClient';
export * from './adSchedule';
export * from './contentErrors';
export * from './contentPaths';
export * from './geoBlock';
export * from './imageUrl';
export * from './mediaMapping';
export * from './refetch';
