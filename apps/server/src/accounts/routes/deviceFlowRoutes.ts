import type { FastifyInstance } from 'fastify';
import type { AccountsContext } from '../AccountsContext';
import { deviceAuthorizeBody, deviceCheckQuery, deviceGenerateBody } from '../validation/bodies';
import { parseInput } from '../validation/parseInput';

/** /device-flow: generate (device), authorize (signed-in user), check (device, polling). */
export function registerDeviceFlowRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { sessions, deviceFlow, limits } = context;

  app.post('/device-flow/generate', async (request) => {
    await limits.admit('deviceGenerate', request.ip);
    return deviceFlow.generate(parseInput(deviceGenerateBody, request.body));
  });

  app.post('/device-flow/authorize', async (request, reply) => {
    await limits.admit('deviceAuthorize', request.ip);
    const { userId } = await sessions.authenticate(request.headers.authorization);
    await limits.admit('deviceAuthorizePerUser', userId);
    const { code } = parseInput(deviceAuthorizeBody, request.body);
    await deviceFlow.authorize(code, userId);
    return reply.code(204).send();
  });

  app.get('/device-flow/check', async (request) => {
    await limits.admit('deviceCheck', request.ip);
    const { code, deviceId } = parseInput(deviceCheckQuery, request.query);
    return deviceFlow.check(code, deviceId);
  });
}
