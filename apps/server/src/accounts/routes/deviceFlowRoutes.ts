import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../AccountsContext';
import { deviceAuthorizeBody, deviceCheckQuery, deviceGenerateBody } from '../validation/bodies';
import { parseInput } from '../validation/parseInput';

/** /device-flow: generate (device), authorize (signed-in user), check (device, polling). */
export function registerDeviceFlowRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { sessions, deviceFlow } = context;

  app.post('/device-flow/generate', async (request) => deviceFlow.generate(parseInput(deviceGenerateBody, request.body)));

  app.post('/device-flow/authorize', async (request, reply) => {
    const { userId } = await sessions.authenticate(request.headers.authorization);
    const { code } = parseInput(deviceAuthorizeBody, request.body);
    await deviceFlow.authorize(code, userId);
    return reply.code(204).send();
  });

  app.get('/device-flow/check', async (request) => {
    const { code, deviceId } = parseInput(deviceCheckQuery, request.query);
    return deviceFlow.check(code, deviceId);
  });
}
