export { buildServer, type BuildServerOptions } from './server';
export { loadCatalog } from './catalog/loadCatalog';
export { CatalogError, isCatalogError } from './catalog/CatalogError';
export type { Catalog } from './catalog/Catalog';
export { systemClock, fixedClock, type Clock } from './clock';
export { parseCliArgs, type CliOptions } from './cli/args';
export { startServer, type StartedServer } from './cli/start';
export { shutDown, DEFAULT_DRAIN_TIMEOUT_MS } from './http/shutdown';
