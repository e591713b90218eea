import websocket from '@fastify/websocket';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { registerInPlayerAccountRoutes } from './accountRoutes';
import { registerInPlayerAssetRoutes } from './assetRoutes';
import type { InPlayerContext } from './context';
import { registerInPlayerDevRoutes } from './devRoutes';
import { InPlayerError } from './errors';
import { parseForm } from './form';
import { registerInPlayerMediaRoutes } from './mediaRoutes';
import { NotificationHub } from './notifications';
import { registerInPlayerNotificationRoutes } from './notificationRoutes';
import { registerInPlayerGatewayPages, registerInPlayerPaymentRoutes } from './paymentRoutes';
import { ensureInPlayerSchema } from './schema';
import type { InPlayerSeed } from './seed';
import { registerInPlayerSiteRoutes } from './siteRoutes';
import { registerInPlayerVariantRoutes } from './variantRoutes';

/** Where the video platform is served: its `POST /payments` would clash with the billing provider's at the root. */
export const INPLAYER_PREFIX = '/inplayer';

export interface InPlayerOptions {
  db: Db;
  clock: Clock;
  seed: InPlayerSeed;
  devRoutes: boolean;
}

const errorJson = (status: number, message: string) => ({ code: status, message });

/**
 * The video platform (JW Player / InPlayer shapes) as one Fastify plugin under `/inplayer`: form
 * bodies, bearer tokens, plain JSON replies and `{code, message, errors?}` errors, its own tables in
 * the sandbox's database and the sandbox's clock. Gateway pages and dev routes sit beside the
 * billing side's (`/_gateway/inplayer/...`, `/_sandbox/inplayer/...`).
 */
export function registerInPlayer(app: FastifyInstance, options: InPlayerOptions): InPlayerContext {
  ensureInPlayerSchema(options.db);
  const context: InPlayerContext = { db: options.db, clock: options.clock, seed: options.seed, hub: new NotificationHub() };

  void app.register(
    async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parseForm(body as string)));
      scope.setErrorHandler((error: FastifyError | InPlayerError, request, reply) => {
        if (error instanceof InPlayerError) return reply.code(error.statusCode).send(error.toJSON());
        const status = error.statusCode;
        if (typeof status === 'number' && status >= 400 && status < 500) return reply.code(status).send(errorJson(status, error.message));
        request.log.error(error);
        return reply.code(500).send(errorJson(500, 'Internal sandbox error'));
      });
      scope.setNotFoundHandler((request, reply) => reply.code(404).send(errorJson(404, `Route ${request.method} ${request.url.split('?')[0]} not found`)));
      await scope.register(websocket);
      registerInPlayerAccountRoutes(scope, context);
      registerInPlayerMediaRoutes(scope, context);
      registerInPlayerAssetRoutes(scope, context);
      registerInPlayerPaymentRoutes(scope, context);
      registerInPlayerVariantRoutes(scope, context);
      registerInPlayerNotificationRoutes(scope, context);
      registerInPlayerSiteRoutes(scope, context);
    },
    { prefix: INPLAYER_PREFIX },
  );
  registerInPlayerGatewayPages(app, context);
  if (options.devRoutes) registerInPlayerDevRoutes(app, context);
  return context;
}
