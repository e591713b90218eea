import { MEDIA_TOKEN_PATH } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ASSET_ID, BASE, CONTENT_HOST, createTestService, fail, failureOf, useMswServer } from '../../test/support/fakeJwp';
import { JwpEntitlementService } from './JwpEntitlementService';

const server = useMswServer();

function setup(contentHost: string | null = CONTENT_HOST) {
  const context = createTestService();
  server.use(...context.platform.handlers());
  const entitlements = new JwpEntitlementService({
    api: context.service.api,
    session: context.service.session,
    assetId: ASSET_ID,
    siteId: 'site1',
    contentHost: contentHost ?? undefined,
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return { ...context, entitlements };
}

describe('getEntitlements(assetId) (GET /items/{id}/access)', () => {
  it.each([
    ['the site asset', ASSET_ID, ASSET_ID],
    ["an item's pass offer (C<assetId>)", 'C4821', '4821'],
    ['a subscription offer (S<accessFeeId>): the site asset', 'S30101', ASSET_ID],
  ])('%s: granted with the expiry when the platform answers 200', async (_case, offerId, assetId) => {
    const { entitlements, login, platform } = setup();
    await login();
    platform.access.set(assetId, 1_900_000_000);
    await expect(entitlements.getEntitlements(offerId)).resolves.toEqual({ accessGranted: true, expiresAt: 1_900_000_000 });
    expect(platform.calls.at(-1)).toMatchObject({ method: 'GET', path: `/items/${assetId}/access`, authorization: 'Bearer access-1' });
  });

  it('402 means no access: not granted, not an error', async () => {
    const { entitlements, login } = setup();
    await login();
    await expect(entitlements.getEntitlements(ASSET_ID)).resolves.toEqual({ accessGranted: false });
  });

  it('401 refreshes and asks again; other failures and malformed replies are raised', async () => {
    const { entitlements, login, platform } = setup();
    await login();
    platform.access.set(ASSET_ID, 1_900_000_000);
    server.use(http.get(`${BASE}/items/:id/access`, () => fail(401, 'Invalid auth token'), { once: true }));
    await expect(entitlements.getEntitlements(ASSET_ID)).resolves.toMatchObject({ accessGranted: true });
    server.use(http.get(`${BASE}/items/:id/access`, () => HttpResponse.json({ granted: true }), { once: true }));
    expect(await failureOf(() => entitlements.getEntitlements(ASSET_ID))).toMatchObject({ code: 'invalid_reply' });
    server.use(http.get(`${BASE}/items/:id/access`, () => fail(500, 'Internal error')));
    expect(await failureOf(() => entitlements.getEntitlements(ASSET_ID))).toMatchObject({ code: 500 });
  });

  it('signed out: not_logged_in without a call', async () => {
    const { entitlements, platform } = setup();
    expect(await failureOf(() => entitlements.getEntitlements(ASSET_ID))).toMatchObject({ code: 'not_logged_in' });
    expect(platform.calls).toEqual([]);
  });
});

describe('getMediaToken (the content host signs)', () => {
  it('asks the content host with the customer token as bearer', async () => {
    const { entitlements, login } = setup();
    await login();
    let seen: { url: string; authorization: string | null } | null = null;
    server.use(
      http.get(`${CONTENT_HOST}${MEDIA_TOKEN_PATH}`, ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ token: 'signed' });
      }),
    );
    await expect(entitlements.getMediaToken({ mediaId: 'abc', params: { app_config_id: 'cfg' } })).resolves.toBe('signed');
    expect(seen).toEqual({ url: `${CONTENT_HOST}${MEDIA_TOKEN_PATH}?app_config_id=cfg&media_id=abc`, authorization: 'Bearer access-1' });
  });

  it('without a content host: not supported; refused: the host\'s error', async () => {
    expect(await failureOf(() => setup(null).entitlements.getMediaToken({ mediaId: 'abc' }))).toMatchObject({ code: 'not_supported' });
    const { entitlements } = setup();
    server.use(http.get(`${CONTENT_HOST}${MEDIA_TOKEN_PATH}`, () => fail(403, 'Unauthorized')));
    expect(await failureOf(() => entitlements.getMediaToken({ mediaId: 'abc' }))).toMatchObject({ code: 403 });
  });
});

describe('site entitlements (GET /v3/sites/{siteId}/entitlements)', () => {
  it('the plans the customer is entitled to', async () => {
    const { entitlements, login } = setup();
    await login();
    server.use(
      http.get(`${BASE}/v3/sites/site1/entitlements`, () =>
        HttpResponse.json({ page: 1, total: 1, page_length: 10, plans: [{ id: 'plan1', metadata: { name: 'Plus', access_model: 'svod' } }] }),
      ),
    );
    await expect(entitlements.getEntitledPlans()).resolves.toEqual([{ id: 'plan1', metadata: { access_model: 'svod' } }]);
  });
});
