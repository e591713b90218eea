import {
  StorageService,
  composeApp,
  configSchema,
  createMemoryStorage,
  createQueryClient,
  mapLoginError,
  resolveAppConfig,
  silentLogger,
  type Config,
  type Customer,
  type CustomerConsent,
} from '@ott/common';
import { movableClock, startAccountTestServer, type AccountTestServer, type MovableClock, type TestDialect } from '@ott/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customIntegration } from '../src/module';
import { CustomAccountService } from '../src/services/CustomAccountService';

/**
 * The whole account journey through this package against the real server (apps/server) on
 * loopback, on both databases: no mocks, real fetch, real tokens. Each dialect runs the steps in
 * order on one server; the steps share the two clients ("web": a browser, "tv": a device).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'lovelace1815';
const NEW_PASSWORD = 'babbage1791x';
const TERMS: CustomerConsent = { name: 'terms', version: '1', state: 'accepted' };
const TV = { deviceId: 'tv-living-room', deviceName: 'Living room TV' };
const RESET_URL = 'http://127.0.0.1:18299/?u=reset-password';

interface Client {
  service: CustomAccountService;
  /** Every request this client sent, as "METHOD /path". */
  requests: string[];
  onSessionExpired: ReturnType<typeof vi.fn>;
}

describe.each<TestDialect>(['sqlite', 'postgres'])('the account journey on %s', (dialect) => {
  let server: AccountTestServer;
  let serverClock: MovableClock;
  /** How far the server's clock runs ahead of the clients' (to expire tokens on the server only). */
  let serverAhead = 0;
  let config: Config;
  const email = `ada.${dialect}@example.com`;
  let web: Client;
  let tv: Client;
  let user: Customer;

  /** A client of the API with its own storage (its own "device"), its clock following the server's minus serverAhead. */
  async function client(): Promise<Client> {
    const requests: string[] = [];
    const onSessionExpired = vi.fn();
    const service = new CustomAccountService(
      config,
      (input, init) => {
        requests.push(`${init?.method ?? 'GET'} ${new URL(input).pathname.replace(/^\/api/, '')}`);
        return globalThis.fetch(input, init);
      },
      new StorageService(createMemoryStorage()),
      silentLogger,
      customIntegration.capabilities,
      { clock: () => serverClock.now() - serverAhead, refreshChannel: null },
    );
    await service.initialize({ onSessionExpired });
    return { service, requests, onSessionExpired };
  }

  beforeAll(async () => {
    // Whole seconds, as the tokens count them, so expiry times compare exactly.
    serverClock = movableClock(Math.floor(Date.now() / 1000) * 1000);
    server = await startAccountTestServer({ dialect, clock: serverClock });
    config = configSchema.parse({
      id: 'demoauth',
      description: 'Integration test',
      siteId: 'demo',
      content: [],
      menu: [],
      integrations: { custom: { apiUrl: server.apiUrl } },
    });
    web = await client();
    tv = await client();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('registers (terms accepted) and is signed in', async () => {
    const auth = await web.service.register({ email: ` ${email.toUpperCase()} `, password: PASSWORD, referrer: '/', consents: [TERMS] });
    user = auth.user;
    expect(user).toMatchObject({ email, metadata: { terms: true } });
    expect(auth.customerConsents).toEqual([expect.objectContaining({ name: 'terms', state: 'accepted' })]);
    await expect(web.service.getAuthData()).resolves.toMatchObject({ token: expect.any(String), expires: serverClock.now() + 7 * DAY_MS });
  });

  it('refuses a second account with the same email (409 user already exists)', async () => {
    const other = await client();
    await expect(other.service.register({ email, password: PASSWORD, referrer: '/', consents: [TERMS] })).rejects.toMatchObject({
      code: 409,
      message: 'user already exists',
    });
  });

  it('reads the user (me), then updates the names', async () => {
    await expect(web.service.getUser()).resolves.toMatchObject({ user: { id: user.id, email } });
    await expect(web.service.getCaptureStatus(user)).resolves.toMatchObject({ shouldCaptureBeDisplayed: true });

    const updated = await web.service.updateCustomer({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(updated).toMatchObject({ id: user.id, firstName: 'Ada', lastName: 'Lovelace' });
    await expect(web.service.getCaptureStatus(updated)).resolves.toMatchObject({ shouldCaptureBeDisplayed: false });
    await expect(web.service.updateCustomer({ email: 'other@example.com', confirmationPassword: PASSWORD })).rejects.toMatchObject({
      code: 'email_update_not_supported',
    });
    // metadata.terms belongs to the server (it ignores it in a PATCH): the consents returned are what it kept.
    await expect(web.service.updateCustomerConsents(updated, [TERMS])).resolves.toEqual([expect.objectContaining({ name: 'terms', state: 'accepted' })]);
    user = updated;
  });

  it('adds, lists and removes favorites, sending only the difference', async () => {
    await expect(web.service.getFavorites(user)).resolves.toEqual([]);
    web.requests.length = 0;

    await web.service.saveFavorites(user, [{ mediaid: 'mvLngTde' }]);
    await web.service.saveFavorites(user, [{ mediaid: 'mvHarbor' }, { mediaid: 'mvLngTde' }]);
    await web.service.saveFavorites(user, [{ mediaid: 'mvNight1' }, { mediaid: 'mvHarbor' }, { mediaid: 'mvLngTde' }]);
    await web.service.saveFavorites(user, [{ mediaid: 'mvNight1' }, { mediaid: 'mvLngTde' }]);
    expect(web.requests).toEqual(['POST /favorites', 'POST /favorites', 'POST /favorites', 'DELETE /favorites/mvHarbor']);

    await expect(web.service.getFavorites(user)).resolves.toEqual([{ mediaid: 'mvNight1' }, { mediaid: 'mvLngTde' }]);
  });

  it('keeps the watch history newest first: progress, a new item, another episode of a series', async () => {
    await expect(web.service.getWatchHistory(user)).resolves.toEqual([]);
    const saves = [
      [{ mediaid: 'epPat0101', progress: 0.5 }],
      [
        { mediaid: 'mvLngTde', progress: 0.1 },
        { mediaid: 'epPat0101', progress: 0.5 },
      ],
      [
        { mediaid: 'epPat0101', progress: 0.75 },
        { mediaid: 'mvLngTde', progress: 0.1 },
      ],
      [
        { mediaid: 'epPat0102', progress: 0.05 },
        { mediaid: 'mvLngTde', progress: 0.1 },
      ],
    ];
    web.requests.length = 0;
    for (const history of saves) {
      // The server orders by the time of the write: let its clock move between saves, as real time would.
      serverClock.advance(1000);
      await web.service.saveWatchHistory(user, history);
    }
    expect(web.requests).toEqual(['POST /history', 'POST /history', 'POST /history', 'DELETE /history/epPat0101', 'POST /history']);
    await expect(web.service.getWatchHistory(user)).resolves.toEqual(saves[3]);

    // Two changed entries in one save, at the same server time: the later write still comes first.
    const swapped = [
      { mediaid: 'mvLngTde', progress: 0.2 },
      { mediaid: 'epPat0102', progress: 0.1 },
    ];
    await web.service.saveWatchHistory(user, swapped);
    await expect(web.service.getWatchHistory(user)).resolves.toEqual(swapped);
  });

  it('refreshes the token once fewer than 3 days remain', async () => {
    const before = await web.service.getAuthData();
    serverClock.advance(5 * DAY_MS);
    web.requests.length = 0;
    const after = await web.service.getAuthData();

    expect(web.requests).toEqual(['POST /customers/refresh-token']);
    expect(after?.token).not.toBe(before?.token);
    expect(after?.expires).toBe(serverClock.now() + 7 * DAY_MS);
    await expect(web.service.getUser()).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('resets a forgotten password with the link from the mail, then logs in with the new one', async () => {
    await web.service.forgotPassword({ email, resetUrl: RESET_URL });
    const mail = server.outbox.latest(email);
    expect(mail?.link).toBeDefined();
    const link = new URL(mail?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:18299/');
    const resetPasswordToken = link.searchParams.get('resetPasswordToken') ?? '';

    await web.service.resetPassword({ email, resetPasswordToken, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD });
    await expect(web.service.resetPassword({ email, resetPasswordToken, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD })).rejects.toMatchObject({
      code: 400,
      message: 'resetPasswordToken is not valid',
    });

    // The reset revoked the other sessions: the old one is refused, its refresh too -> forced logout.
    await expect(web.service.getUser()).rejects.toMatchObject({ code: 401 });
    expect(web.onSessionExpired).toHaveBeenCalledTimes(1);
    await expect(web.service.getAuthData()).resolves.toBeNull();

    const refused = await web.service.login({ email, password: PASSWORD, referrer: '/' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 401, message: 'Failed to authenticate user' });
    expect(mapLoginError(refused)).toEqual({ key: 'account:login.wrong_combination' });
    await expect(web.service.login({ email, password: NEW_PASSWORD, referrer: '/' })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('signs a TV in with the device flow, authorized by the signed-in web client', async () => {
    const { code, pollInterval } = await tv.service.generateDeviceCode(TV);
    expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    expect(pollInterval).toBeGreaterThan(0);
    await expect(tv.service.checkDeviceCode(code, TV)).resolves.toEqual({ status: 'pending' });

    await web.service.authorizeCode(code.toLowerCase());
    const status = await tv.service.checkDeviceCode(code, TV);
    expect(status).toMatchObject({ status: 'authorized', auth: { token: expect.any(String) } });
    await expect(tv.service.getUser()).resolves.toMatchObject({ user: { id: user.id, firstName: 'Ada' } });
    await expect(tv.service.checkDeviceCode(code, TV)).resolves.toEqual({ status: 'expired' });
  });

  it('the second device sees the favorites saved by the first', async () => {
    await expect(tv.service.getFavorites(user)).resolves.toEqual([{ mediaid: 'mvNight1' }, { mediaid: 'mvLngTde' }]);
    await tv.service.saveFavorites(user, [{ mediaid: 'mvTvPick' }, { mediaid: 'mvNight1' }, { mediaid: 'mvLngTde' }]);
    await expect(web.service.getFavorites(user)).resolves.toEqual([{ mediaid: 'mvTvPick' }, { mediaid: 'mvNight1' }, { mediaid: 'mvLngTde' }]);
  });

  it('a token the server clock expired: the client refreshes once and the call succeeds', async () => {
    serverAhead = 8 * DAY_MS;
    serverClock.advance(serverAhead);
    tv.requests.length = 0;

    await expect(tv.service.getWatchHistory(user)).resolves.toHaveLength(2);
    expect(tv.requests).toEqual(['GET /history', 'POST /customers/refresh-token', 'GET /history']);
    expect(tv.onSessionExpired).not.toHaveBeenCalled();
  });

  it('the web client sees the TV among its sessions, signs it out, and the TV is signed out for good; then signs itself out', async () => {
    const sessions = await web.service.listSessions();
    expect(sessions.find((session) => session.current)).toBeDefined();
    const tvSession = sessions.find((session) => session.device === TV.deviceName);
    expect(tvSession).toBeDefined();
    await web.service.endSession(tvSession!.id);
    await expect(tv.service.getUser()).rejects.toMatchObject({ message: 'Not logged in' });
    expect(tv.onSessionExpired).toHaveBeenCalled();

    const token = (await web.service.getAuthData())!.token;
    await web.service.logout();
    const reply = await fetch(`${server.apiUrl}/customers/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(401);
  });

  it('works the same when composed by the app runtime, which offers only what the API has', async () => {
    const app = await composeApp({
      appConfig: resolveAppConfig({ contentHost: server.url }, server.url),
      config,
      integrations: [customIntegration],
      storage: new StorageService(createMemoryStorage()),
      logger: silentLogger,
      fetch: (input, init) => globalThis.fetch(input, init),
      queryClient: createQueryClient(),
      language: 'en',
    });
    await app.accountController?.login({ email, password: NEW_PASSWORD, referrer: '/' });
    expect(app.stores.account.getState().user?.id).toBe(user.id);
    expect(app.stores.site.getState().accessModel).toBe('AUTHVOD');
    expect(['checkout', 'subscriptions', 'accountData', 'notifications', 'passwordChange'].filter((capability) => app.has(capability as never))).toEqual([]);
  });
});
