import { SETTINGS_FILE_PATH } from '@ott/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExternalProvider } from '../cognito/CognitoOptions';
import type { ServerContext } from '../context';
import { badParameter, NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { ORIGIN_TOKEN, requestOrigin, withOrigin } from '../http/origin';
import { CONFIG_ID_PATTERN } from '../http/params';
import { JSON_TYPE } from '../http/reply';

/** The URLs a config's integrations may name relative to this server: the custom account API's and the Cognito-style variant's back end. */
const RELATIVE_URL_FIELDS = {
  custom: ['apiUrl', 'entitlementUrl'],
  cognito: ['accountUrl', 'apiUrl', 'entitlementUrl', 'billingPortalUrl'],
} as const;

const isRelativeUrl = (value: unknown): value is string => typeof value === 'string' && value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//');

type JsonObject = Record<string, unknown>;
const objectAt = (value: unknown): JsonObject | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined);

/**
 * The fields of a config that hold URLs a catalog may write relative to this server: the
 * integrations' back-end URLs (RELATIVE_URL_FIELDS: the account API, the entitlement call, the
 * Cognito-style variant's routes), every
 * `assets` URL (the banner), the `adScheduleUrls` and the captcha widget's challenge URL
 * (`custom.captchaChallengeUrl`). The content host publishes these absolute,
 * and clients resolve them against the page rather than the content host, so they go out absolute.
 */
function relativeUrlOwners(config: JsonObject): Array<[JsonObject, string]> {
  const owners: Array<[JsonObject, string]> = [];
  const add = (owner: JsonObject | undefined, fields: readonly string[]) => {
    if (owner) for (const field of fields) if (isRelativeUrl(owner[field])) owners.push([owner, field]);
  };
  for (const [integration, fields] of Object.entries(RELATIVE_URL_FIELDS)) add(objectAt(objectAt(config['integrations'])?.[integration]), fields);
  const assets = objectAt(config['assets']);
  add(assets, Object.keys(assets ?? {}));
  add(objectAt(config['adScheduleUrls']), ['json', 'xml']);
  add(objectAt(config['custom']), ['captchaChallengeUrl']);
  return owners;
}

/**
 * A config with relative URLs (see relativeUrlOwners) is served with them made absolute against
 * the server's public origin, so the browser, which loaded the config from here, reaches the same
 * server whatever its address. The returned text holds ORIGIN_TOKEN where the origin goes;
 * undefined when nothing is relative.
 */
export function relativeUrlTemplate(configText: string): string | undefined {
  const config = JSON.parse(configText) as JsonObject;
  const owners = relativeUrlOwners(config);
  if (owners.length === 0) return undefined;
  for (const [owner, field] of owners) {
    const resolved = new URL(owner[field] as string, `${ORIGIN_TOKEN}/`);
    owner[field] = `${ORIGIN_TOKEN}${resolved.pathname}${resolved.search}`;
  }
  return JSON.stringify(config);
}

/**
 * A Cognito-style config that lists no external providers (`custom.externalProviders`) is served
 * with the library-login providers this server accepts tokens of and knows a sign-in page for, so
 * the login-external screen offers exactly those; undefined when nothing changes.
 */
export function withExternalProviders(configText: string, providers: readonly ExternalProvider[]): string | undefined {
  const offered = providers.filter((provider) => provider.loginUrl !== undefined);
  if (offered.length === 0) return undefined;
  const config = JSON.parse(configText) as { integrations?: { cognito?: { userPoolId?: unknown } }; custom?: Record<string, unknown> };
  if (typeof config.integrations?.cognito?.userPoolId !== 'string' || config.custom?.['externalProviders'] !== undefined) return undefined;
  const externalProviders = offered.map(({ name, title, loginUrl, icon }) => ({ name: title ?? name, url: loginUrl, ...(icon === undefined ? {} : { icon }) }));
  return JSON.stringify({ ...config, custom: { ...config.custom, externalProviders } });
}

/** App configs at `/apps/configs/{id}.json` and the settings file at `/.webapp.ini`. */
export function registerConfigRoutes(app: FastifyInstance, context: ServerContext, externalProviders: readonly ExternalProvider[] = []): void {
  const { catalog } = context;
  // Per config id: the template with its relative URLs made absolute, or null when served as published.
  const templates = new Map<string, string | null>();
  app.get('/apps/configs/:file', (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const { file } = request.params;
    const id = file.endsWith('.json') ? file.slice(0, -'.json'.length) : undefined;
    if (id === undefined || !CONFIG_ID_PATTERN.test(id)) throw badParameter('configId', 'must be 8 lowercase letters or digits followed by .json');
    const config = catalog.configs.get(id);
    if (!config) throw notFound(NOT_FOUND_MESSAGE.config);
    let template = templates.get(id);
    if (template === undefined) {
      const published = withExternalProviders(config.text, externalProviders) ?? config.text;
      template = relativeUrlTemplate(published) ?? (published === config.text ? null : published);
      templates.set(id, template);
    }
    const text = template === null ? config.text : withOrigin(template, requestOrigin(request, context.publicUrl));
    return reply.type(JSON_TYPE).header('cache-control', 'no-cache').send(text);
  });

  app.get(SETTINGS_FILE_PATH, (_request, reply) => {
    if (catalog.webappIni === undefined) throw notFound(NOT_FOUND_MESSAGE.settings);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(catalog.webappIni);
  });
}
