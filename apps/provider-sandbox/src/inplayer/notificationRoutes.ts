import type { FastifyInstance } from 'fastify';
import { callerOf } from './accounts';
import type { InPlayerContext } from './context';
import { InPlayerError } from './errors';

/**
 * The notifications channel: a WebSocket per signed-in page,
 * `GET /inplayer/notifications/{accountUuid}?access_token=<bearer>` (browsers cannot set headers
 * on a WebSocket). The real platform pushes over AWS IoT (MQTT over WSS); this stands in for it
 * with the same messages: one JSON object `{type, resource, timestamp}` each.
 */
export function registerInPlayerNotificationRoutes(app: FastifyInstance, context: InPlayerContext): void {
  app.get<{ Params: { accountUuid: string } }>(
    '/notifications/:accountUuid',
    {
      websocket: true,
      // Checked before the upgrade, so that a bad token is a plain 401 the client can read.
      preValidation: async (request) => {
        const { account } = callerOf(context, request);
        if (account.uuid !== request.params.accountUuid) throw new InPlayerError(403, 'The token belongs to another account');
      },
    },
    (socket, request) => {
      const leave = context.hub.add(request.params.accountUuid, socket);
      socket.on('close', leave);
      // Clients may ping with any text; the channel only ever pushes, so messages are ignored.
      socket.on('message', () => undefined);
    },
  );
}
