import type { AuthService, AuthTokens } from '@ott/common';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testConfig, useMswServer } from '../../test/support/testService';
import { CustomEntitlementService } from './CustomEntitlementService';

const server = useMswServer();
const ENTITLEMENT_URL = 'https://entitlement.example.test/entitlement';

const accountWith = (tokens: AuthTokens | null) => ({ getAuthData: async () => tokens }) as unknown as AuthService;
const fetchThroughMsw = (input: string, init?: RequestInit) => globalThis.fetch(input, init);

function entitlementService(tokens: AuthTokens | null = { token: 'token-1' }, custom: Record<string, unknown> = { entitlementUrl: ENTITLEMENT_URL }) {
  return new CustomEntitlementService(testConfig(custom), fetchThroughMsw, accountWith(tokens), ENTITLEMENT_URL);
}

describe('CustomEntitlementService', () => {
  it('no offer grants access: nothing is sold on the custom API', async () => {
    await expect(entitlementService().getEntitlements('S1')).resolves.toEqual({ accessGranted: false });
  });

  it('signs media through the configured entitlement host (001 §7.2)', async () => {
    let seen: unknown;
    server.use(
      http.post(ENTITLEMENT_URL, async ({ request }) => {
        seen = await request.json();
        return HttpResponse.json({ entitled: true, token: 'signed' });
      }),
    );
    await expect(entitlementService().getMediaToken({ mediaId: 'm1', params: { a: '1' } })).resolves.toBe('signed');
    expect(seen).toEqual({ provider: 'custom', credentials: { token: 'token-1' }, asset: { id: 'm1', params: { app_config_id: 'demoauth', a: '1' }, accessType: 'authvod' } });
  });

  it('names the config the viewer watches under (asset.params.app_config_id), as the caller says or else the config id', async () => {
    const assets: unknown[] = [];
    server.use(
      http.post(ENTITLEMENT_URL, async ({ request }) => {
        assets.push(((await request.json()) as { asset: { params: unknown } }).asset.params);
        return HttpResponse.json({ entitled: true, token: 'signed' });
      }),
    );
    await entitlementService().getMediaToken({ mediaId: 'm1' });
    await entitlementService().getMediaToken({ mediaId: 'm1', params: { app_config_id: 'other' } });
    expect(assets).toEqual([{ app_config_id: 'demoauth' }, { app_config_id: 'other' }]);
  });

  it.each([
    ['not entitled', { entitled: false }],
    ['entitled without a token', { entitled: true }],
  ])('%s -> "Unauthorized"', async (_name, body) => {
    server.use(http.post(ENTITLEMENT_URL, () => HttpResponse.json(body)));
    await expect(entitlementService().getMediaToken({ mediaId: 'm1' })).rejects.toMatchObject({ code: 'unauthorized', message: 'Unauthorized' });
  });

  it('signed out -> "Unauthorized" without a call', async () => {
    await expect(entitlementService(null).getMediaToken({ mediaId: 'm1' })).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('a malformed reply is invalid_reply', async () => {
    server.use(http.post(ENTITLEMENT_URL, () => HttpResponse.json({ ok: 1 })));
    await expect(entitlementService().getMediaToken({ mediaId: 'm1' })).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});
