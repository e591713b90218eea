import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TOKEN_PATH, createMediaTokenSigner } from './mediaToken';

const HOST = 'https://content.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createMediaTokenSigner', () => {
  it.each([
    ['a customer', 'jwt-1', 'Bearer jwt-1'],
    ['a visitor', undefined, null],
  ])('asks the content host for %s, with the bearer when there is one', async (_case, bearer, authorization) => {
    let seen: { url: string; authorization: string | null } | null = null;
    server.use(
      http.get(`${HOST}${MEDIA_TOKEN_PATH}`, ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ token: 'signed' });
      }),
    );
    await expect(createMediaTokenSigner({ contentHost: HOST })({ mediaId: 'abc', params: { app_config_id: 'cfg' } }, bearer)).resolves.toBe('signed');
    expect(seen).toEqual({ url: `${HOST}${MEDIA_TOKEN_PATH}?app_config_id=cfg&media_id=abc`, authorization });
  });

  it.each([
    ['no content host', null, undefined, { code: 'not_supported' }],
    ['a refusal', HOST, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 403 }), { code: 403, message: 'Unauthorized' }],
    ['a reply without token', HOST, () => HttpResponse.json({ token: '' }), { code: 'invalid_reply' }],
  ])('%s fails', async (_case, contentHost, reply, failure) => {
    if (reply) server.use(http.get(`${HOST}${MEDIA_TOKEN_PATH}`, reply));
    await expect(createMediaTokenSigner({ contentHost: contentHost ?? undefined })({ mediaId: 'abc' }, 'jwt')).rejects.toMatchObject(failure);
  });
});
