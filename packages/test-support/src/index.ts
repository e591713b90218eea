export { failureOf, type Failure } from './failureOf';
export { useMswServer } from './msw';
export { dependencyRanges, filesUnder, shippedFiles, shippedFilesNaming } from './packageBoundary';
export { spyLogger, type SpyLogger } from './spyLogger';
export { useStarted } from './useStarted';
