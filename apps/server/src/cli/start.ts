import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server';
import type { CliOptions } from './args';

export interface StartedServer {
  app: FastifyInstance;
  /** http://host:port the server listens on. */
  url: string;
}

/** Loads the catalog, builds the server and listens. Throws CatalogError for a bad catalog. */
export async function startServer(options: Pick<CliOptions, 'catalogDir' | 'port' | 'host' | 'publicUrl' | 'logLevel'>): Promise<StartedServer> {
  const app = buildServer({ catalogDir: options.catalogDir, publicUrl: options.publicUrl, logger: { level: options.logLevel } });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { app, url: `http://${host}:${port}` };
}
