import { SETTINGS_FILE_PATH } from '@ott/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { badParameter, NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { CONFIG_ID_PATTERN } from '../http/params';
import { JSON_TYPE } from '../http/reply';

/** App configs at `/apps/configs/{id}.json` and the settings file at `/.webapp.ini`. */
export function registerConfigRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog } = context;
  app.get('/apps/configs/:file', (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const { file } = request.params;
    const id = file.endsWith('.json') ? file.slice(0, -'.json'.length) : undefined;
    if (id === undefined || !CONFIG_ID_PATTERN.test(id)) throw badParameter('configId', 'must be 8 lowercase letters or digits followed by .json');
    const config = catalog.configs.get(id);
    if (!config) throw notFound(NOT_FOUND_MESSAGE.config);
    return reply.type(JSON_TYPE).header('cache-control', 'no-cache').send(config.text);
  });

  app.get(SETTINGS_FILE_PATH, (_request, reply) => {
    if (catalog.webappIni === undefined) throw notFound(NOT_FOUND_MESSAGE.settings);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(catalog.webappIni);
  });
}
