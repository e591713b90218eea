import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_HOST, MEDIASTORE, fail } from '../../test/support/fakeCleeng';
import { createTestService, useMswServer } from '../../test/support/testService';
import { CleengEntitlementService } from './CleengEntitlementService';

const server = useMswServer();

function setup(contentHost: string | null = CONTENT_HOST) {
  const context = createTestService();
  server.use(...context.api.handlers());
  const entitlements = new CleengEntitlementService({ api: context.service.api, session: context.service.session, contentHost: contentHost ?? undefined, fetch: (input, init) => globalThis.fetch(input, init) });
  return { ...context, entitlements };
}

describe('getEntitlements(offerId) (GET /entitlements/{offerId})', () => {
  it('reads accessGranted (and expiresAt) with the JWT', async () => {
    const { entitlements, login, api } = setup();
    await login();
    api.entitled.add('S100_NL');
    await expect(entitlements.getEntitlements('S100_NL')).resolves.toEqual({ accessGranted: true, expiresAt: 1900000000 });
    expect(api.calls.at(-1)).toMatchObject({ method: 'GET', path: '/entitlements/S100_NL', authorization: expect.stringMatching(/^Bearer /) });
  });

  it('402 on the access check means no subscription: not granted, not an error', async () => {
    const { entitlements, login } = setup();
    await login();
    await expect(entitlements.getEntitlements('S200_NL')).resolves.toEqual({ accessGranted: false });
  });

  it('a granted: false reply, and other failures, as they are', async () => {
    const { entitlements, login } = setup();
    await login();
    server.use(http.get(`${MEDIASTORE}/entitlements/:id`, () => HttpResponse.json({ responseData: { accessGranted: false }, errors: [] }), { once: true }));
    await expect(entitlements.getEntitlements('S1')).resolves.toEqual({ accessGranted: false });
    server.use(http.get(`${MEDIASTORE}/entitlements/:id`, () => fail(500, 'Internal error')));
    await expect(entitlements.getEntitlements('S1')).rejects.toMatchObject({ code: 500, message: 'Internal error' });
  });

  it('signed out: not_logged_in, without a call', async () => {
    const { entitlements, api } = setup();
    await expect(entitlements.getEntitlements('S1')).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(api.calls).toEqual([]);
  });
});

describe('getMediaToken (content host)', () => {
  it('asks the content host with app_config_id, media_id and the JWT', async () => {
    const { entitlements, login } = setup();
    await login();
    const seen = vi.fn();
    server.use(
      http.get(`${CONTENT_HOST}/v2/items/jw-media/token`, ({ request }) => {
        seen(Object.fromEntries(new URL(request.url).searchParams), request.headers.get('authorization'));
        return HttpResponse.json({ token: 'signed' });
      }),
    );
    await expect(entitlements.getMediaToken({ mediaId: 'abc', params: { app_config_id: 'demosvod' } })).resolves.toBe('signed');
    expect(seen).toHaveBeenCalledWith({ app_config_id: 'demosvod', media_id: 'abc' }, expect.stringMatching(/^Bearer /));
  });

  it('a refusal is raised with its status (the playback resolver shows it as Unauthorized)', async () => {
    const { entitlements } = setup();
    server.use(http.get(`${CONTENT_HOST}/v2/items/jw-media/token`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await expect(entitlements.getMediaToken({ mediaId: 'abc' })).rejects.toMatchObject({ code: 403 });
  });

  it('without a content host there is nothing to sign media', async () => {
    const { entitlements } = setup(null);
    await expect(entitlements.getMediaToken({ mediaId: 'abc' })).rejects.toMatchObject({ code: 'not_supported', details: { reason: 'no content host to sign media' } });
  });
});
