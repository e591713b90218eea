import { StorageService, configSchema, createMemoryStorage, type Config } from '@ott/common';
import { spyLogger } from '@ott/test-support';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { JWP_CAPABILITIES } from '../../src/module';
import { JwpAccountService } from '../../src/services/JwpAccountService';

export { failureOf, spyLogger, useMswServer } from '@ott/test-support';

export const BASE = 'https://platform.test/inplayer';
export const CONTENT_HOST = 'https://content.test';
export const CLIENT_ID = 'client-uuid-1';
export const ASSET_ID = '118441';
export const EMAIL = 'ann@example.org';
export const PASSWORD = 'secret123';
export const START = Date.parse('2030-01-15T10:00:00Z');

/** A config that enables the provider (SVOD with an asset unless told otherwise). */
export const testConfig = (jwp: Record<string, unknown> = {}): Config =>
  configSchema.parse({ id: 'demojwp', description: 'Test site', siteId: 'site1', content: [], menu: [], integrations: { jwp: { clientId: CLIENT_ID, assetId: ASSET_ID, ...jwp } } });

/** The platform's error shape. */
export const fail = (status: number, message?: string, errors?: Record<string, string>) =>
  HttpResponse.json({ code: status, ...(message ? { message } : {}), ...(errors ? { errors } : {}) }, { status });

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  contentType: string | null;
  authorization: string | null;
}

/**
 * A small in-memory stand-in of the platform for msw: one account, bearer tokens that expire
 * with the clock, refresh, lists, access and payments, recording every call it answers.
 */
export class FakeJwp {
  readonly calls: RecordedCall[] = [];
  password = PASSWORD;
  account = { id: 42, uuid: 'uuid-42', email: EMAIL, full_name: 'Ann Lee', metadata: { first_name: 'Ann', surname: 'Lee' } as Record<string, string>, created_at: 1_800_000_000 };
  favorites: string[] = [];
  history = new Map<string, number>();
  /** Access ends (epoch s) per asset id; absent = 402. */
  access = new Map<string, number>();
  private tokenSerial = 0;
  private readonly tokens = new Map<string, number>();
  private refreshTokens = new Set<string>();
  /** Access tokens live this long. */
  tokenLifetimeMs = 60 * 60 * 1000;

  constructor(private readonly now: () => number) {}

  issue() {
    this.tokenSerial += 1;
    const access = `access-${this.tokenSerial}`;
    const refresh = `refresh-${this.tokenSerial}`;
    const expires = Math.floor((this.now() + this.tokenLifetimeMs) / 1000);
    this.tokens.set(access, expires * 1000);
    this.refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires };
  }

  /** Ends every token at once (the platform revoked them). */
  revokeAll(): void {
    this.tokens.clear();
    this.refreshTokens.clear();
  }

  private async record(request: Request): Promise<RecordedCall> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call = {
      method: request.method,
      path: url.pathname.replace(new URL(BASE).pathname, ''),
      query: Object.fromEntries(url.searchParams),
      form: Object.fromEntries(new URLSearchParams(text)),
      contentType: request.headers.get('content-type'),
      authorization: request.headers.get('authorization'),
    };
    this.calls.push(call);
    return call;
  }

  private authorized(call: RecordedCall): boolean {
    const token = call.authorization?.replace(/^Bearer /, '') ?? '';
    const expires = this.tokens.get(token);
    return expires !== undefined && expires > this.now();
  }

  /** Handlers of the calls the unit tests share; a test adds its own for the rest. */
  handlers(): HttpHandler[] {
    const guarded = (resolve: (call: RecordedCall) => Response | Promise<Response>) => async ({ request }: { request: Request }) => {
      const call = await this.record(request);
      if (!this.authorized(call)) return fail(401, 'Invalid auth token');
      return resolve(call);
    };
    return [
      http.post(`${BASE}/v2/accounts/authenticate`, async ({ request }) => {
        const { form } = await this.record(request);
        if (form.client_id !== CLIENT_ID) return fail(400, 'Invalid client id');
        if (form.username !== this.account.email || form.password !== this.password) return fail(401, 'Invalid username or password');
        return HttpResponse.json({ ...this.issue(), account: this.account });
      }),
      http.post(`${BASE}/accounts/authenticate`, async ({ request }) => {
        const { form } = await this.record(request);
        if (form.grant_type !== 'refresh_token' || !this.refreshTokens.has(form.refresh_token ?? '')) return fail(401, 'Invalid refresh token');
        this.refreshTokens.delete(form.refresh_token ?? '');
        return HttpResponse.json({ ...this.issue(), account: this.account });
      }),
      http.post(`${BASE}/accounts`, async ({ request }) => {
        const { form } = await this.record(request);
        if (form.username === this.account.email) return fail(409, 'Account already exists');
        const metadata = Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
        this.account = { ...this.account, id: 43, email: form.username ?? '', full_name: form.full_name ?? '', metadata };
        this.password = form.password ?? '';
        return HttpResponse.json({ ...this.issue(), account: this.account });
      }),
      http.get(`${BASE}/accounts`, guarded(() => HttpResponse.json(this.account))),
      http.put(
        `${BASE}/accounts`,
        guarded(({ form }) => {
          const metadata = Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
          this.account = { ...this.account, full_name: form.full_name ?? '', metadata };
          return HttpResponse.json(this.account);
        }),
      ),
      http.get(`${BASE}/accounts/logout`, guarded(() => HttpResponse.json({ code: 200, message: 'Logged out' }))),
      http.get(`${BASE}/v2/accounts/media/favorites`, guarded(() => HttpResponse.json({ collection: this.favorites.map((media_id) => ({ media_id, created_at: 1 })), cursor: '' }))),
      http.post(
        `${BASE}/v2/accounts/media/favorites`,
        guarded(({ form }) => {
          this.favorites.push(form.media_id ?? '');
          return HttpResponse.json({ media_id: form.media_id, created_at: 1 });
        }),
      ),
      http.delete(
        `${BASE}/v2/accounts/media/favorites/:id`,
        guarded(({ path }) => {
          this.favorites = this.favorites.filter((id) => path !== `/v2/accounts/media/favorites/${id}`);
          return HttpResponse.json({ message: 'Deleted' });
        }),
      ),
      http.get(
        `${BASE}/v2/accounts/media/watch-history`,
        guarded(() => HttpResponse.json({ collection: [...this.history].map(([media_id, progress]) => ({ media_id, progress, created_at: 1, updated_at: 1 })), cursor: '' })),
      ),
      http.patch(
        `${BASE}/v2/accounts/media/watch-history`,
        guarded(({ form }) => {
          this.history.set(form.media_id ?? '', Number(form.progress));
          return HttpResponse.json({ media_id: form.media_id, progress: Number(form.progress) });
        }),
      ),
      http.get(
        `${BASE}/items/:id/access`,
        guarded(({ path }) => {
          const id = path.split('/')[2] ?? '';
          const expires = this.access.get(id);
          if (expires === undefined) return fail(402, 'Access denied');
          return HttpResponse.json({ id: 7, customer_id: this.account.id, expires_at: expires, starts_at: 1, item: { id: Number(id), title: 'Brightwater Plus' } });
        }),
      ),
    ];
  }
}

/** The account service under test on the fake platform: a clock the test moves, memory storage. */
export function createTestService() {
  const clock = { now: START };
  const platform = new FakeJwp(() => clock.now);
  const backend = createMemoryStorage();
  const logger = spyLogger();
  const service = new JwpAccountService({
    baseUrl: BASE,
    clientId: CLIENT_ID,
    fetch: (input, init) => globalThis.fetch(input, init),
    storage: new StorageService(backend),
    logger,
    capabilities: JWP_CAPABILITIES,
    clock: () => clock.now,
    refreshChannel: null,
  });
  return {
    service,
    platform,
    logger,
    clock,
    advance: (ms: number) => {
      clock.now += ms;
    },
    storedAuth: (): unknown => JSON.parse(backend.getItem('jwapp.auth') ?? 'null'),
    login: () => service.login({ email: EMAIL, password: PASSWORD, referrer: 'https://site.test/' }),
  };
}
