import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * A small in-memory stand-in for the custom account API (notes/account-api.md), served through
 * msw so that unit tests exercise the real fetch path. It keeps one user, their favorites and
 * history, the tokens it issued and device codes, and records every request so tests can assert
 * exactly which calls went out. Time comes from the test's clock (epoch ms).
 *
 * Token states: `accepted` tokens pass the bearer check; `refreshable` tokens may be refreshed
 * (a token the server's clock considers expired is refreshable but not accepted; a revoked one
 * is neither).
 */

export const API_URL = 'https://accounts.example.test/api';
export const EMAIL = 'ada@example.com';
export const PASSWORD = 'lovelace1815';
export const USER_ID = '6f1c2a8e-0000-4000-8000-000000000001';
export const DAY_MS = 24 * 60 * 60 * 1000;
export const TOKEN_TTL_MS = 7 * DAY_MS;

export interface RecordedCall {
  method: string;
  /** Path below the API root, with the query: "/favorites", "/device-flow/check?code=X&deviceId=d". */
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface ApiUserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  regDate: string;
  metadata: Record<string, unknown>;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
const problem = (status: number, message: string, extra: Record<string, unknown> = {}) => json({ message, code: status, ...extra }, status);

export class FakeAccountApi {
  readonly calls: RecordedCall[] = [];
  user: ApiUserRecord = {
    id: USER_ID,
    email: EMAIL,
    firstName: '',
    lastName: '',
    fullName: '',
    regDate: '2025-01-01T00:00:00.000Z',
    metadata: { terms: true, has_password: true },
  };
  favorites: { mediaId: string; createdAt: string }[] = [];
  history: { mediaId: string; progress: number; updatedAt: string }[] = [];
  readonly accepted = new Set<string>();
  readonly refreshable = new Set<string>();
  /** Device codes: code -> state. */
  readonly codes = new Map<string, { deviceId: string; state: 'pending' | 'authorized' | 'used' }>();
  private issued = 0;

  constructor(private readonly now: () => number) {}

  /** Issues a token valid for `ttlMs` from now, as the server would at login. */
  issueToken(ttlMs = TOKEN_TTL_MS): { token: string; exp: number } {
    this.issued += 1;
    const token = `token-${this.issued}`;
    this.accepted.add(token);
    this.refreshable.add(token);
    return { token, exp: Math.floor((this.now() + ttlMs) / 1000) };
  }

  /** The server's clock passed the token's expiry: refused by every route but refresh-token. */
  expireOnServer(token: string): void {
    this.accepted.delete(token);
  }

  /** The session is gone (password reset elsewhere, 30 days over): refused everywhere. */
  revoke(token: string): void {
    this.accepted.delete(token);
    this.refreshable.delete(token);
  }

  callsTo(method: string, pathPrefix: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method && call.path.startsWith(pathPrefix));
  }

  /** Calls that change the lists, as "POST /favorites a" / "DELETE /history/b" lines. */
  listWrites(): string[] {
    return this.calls
      .filter((call) => call.method !== 'GET' && /^\/(favorites|history)/.test(call.path))
      .map((call) => {
        if (call.method === 'DELETE') return `DELETE ${call.path}`;
        const body = call.body as { mediaId: string; progress?: number };
        return `POST ${call.path} ${body.mediaId}${body.progress === undefined ? '' : ` ${body.progress}`}`;
      });
  }

  handlers(): HttpHandler[] {
    const at = (path: string) => `${API_URL}${path}`;
    return [
      http.post(at('/customers/login'), async ({ request }) => {
        const body = (await this.record(request)) as { email?: string; password?: string };
        if (body.email?.trim().toLowerCase() !== this.user.email || body.password !== PASSWORD) return problem(401, 'Invalid email or password');
        return json({ ...this.issueToken(), user: this.user });
      }),
      http.post(at('/customers'), async ({ request }) => {
        const body = (await this.record(request)) as { email: string; terms?: boolean };
        if (body.terms !== true) return problem(400, 'invalid param terms: the terms must be accepted', { errors: { terms: 'invalid param terms: the terms must be accepted' } });
        this.user = { ...this.user, email: body.email.toLowerCase(), metadata: { terms: true, has_password: true } };
        return json({ ...this.issueToken(), user: this.user }, 201);
      }),
      http.get(at('/customers/me'), async ({ request }) => (await this.authorized(request)) ?? json(this.user)),
      http.patch(at('/customers/:id'), async ({ request, params }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        if (params.id !== this.user.id) return problem(403, 'Forbidden');
        const body = this.lastBody() as { firstName?: string; lastName?: string; metadata?: Record<string, unknown> };
        const firstName = body.firstName ?? this.user.firstName;
        const lastName = body.lastName ?? this.user.lastName;
        this.user = { ...this.user, firstName, lastName, fullName: `${firstName} ${lastName}`.trim(), metadata: { ...this.user.metadata, ...body.metadata } };
        return json(this.user);
      }),
      http.post(at('/customers/forgot-password'), async ({ request }) => {
        await this.record(request);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(at('/customers/reset-password'), async ({ request }) => {
        const body = (await this.record(request)) as { token: string };
        return body.token === 'reset-token' ? new HttpResponse(null, { status: 204 }) : problem(400, 'resetPasswordToken is not valid');
      }),
      http.post(at('/customers/refresh-token'), async ({ request }) => {
        await this.record(request);
        const token = bearerOf(request);
        if (!token || !this.refreshable.has(token)) return problem(401, 'Not logged in');
        this.revoke(token);
        const issued = this.issueToken();
        return json({ refreshedToken: issued.token, exp: issued.exp });
      }),
      http.post(at('/customers/logout'), async ({ request }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        this.revoke(bearerOf(request)!);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(at('/sessions'), async ({ request }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        const current = bearerOf(request);
        return json({
          sessions: [...this.accepted].map((token) => ({ id: `s-${token}`, device: 'Chrome on Linux', createdAt: '2025-01-01T00:00:00.000Z', lastSeenAt: '2025-01-02T00:00:00.000Z', current: token === current })),
        });
      }),
      http.delete(at('/sessions/:id'), async ({ request, params }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        const token = String(params['id']).replace(/^s-/, '');
        if (!this.accepted.has(token)) return problem(404, 'session not found');
        this.revoke(token);
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(at('/sessions'), async ({ request }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        const current = bearerOf(request);
        const others = [...this.accepted].filter((token) => token !== current);
        for (const token of others) this.revoke(token);
        return json({ ended: others.length });
      }),
      http.get(at('/favorites'), async ({ request }) => (await this.authorized(request)) ?? json({ docs: this.favorites })),
      http.post(at('/favorites'), async ({ request }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        const { mediaId } = this.lastBody() as { mediaId: string };
        const existing = this.favorites.find((doc) => doc.mediaId === mediaId);
        if (existing) return json(existing);
        if (this.favorites.length >= 48) return problem(400, 'favorites limit reached');
        const doc = { mediaId, createdAt: new Date(this.now()).toISOString() };
        this.favorites.unshift(doc);
        return json(doc);
      }),
      http.delete(at('/favorites/:mediaId'), async ({ request, params }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        this.favorites = this.favorites.filter((doc) => doc.mediaId !== params.mediaId);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(at('/history'), async ({ request }) => (await this.authorized(request)) ?? json({ docs: this.history })),
      http.post(at('/history'), async ({ request }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        const { mediaId, progress } = this.lastBody() as { mediaId: string; progress: number };
        const doc = { mediaId, progress, updatedAt: new Date(this.now()).toISOString() };
        this.history = [doc, ...this.history.filter((entry) => entry.mediaId !== mediaId)].slice(0, 48);
        return json(doc);
      }),
      http.delete(at('/history/:mediaId'), async ({ request, params }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        this.history = this.history.filter((doc) => doc.mediaId !== params.mediaId);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(at('/device-flow/generate'), async ({ request }) => {
        const body = (await this.record(request)) as { deviceId: string };
        const code = `ABCD${String(this.codes.size + 1).padStart(4, '2')}`;
        this.codes.set(code, { deviceId: body.deviceId, state: 'pending' });
        return json({ code, expiresAt: this.now() + 10 * 60 * 1000, interval: 5 });
      }),
      http.post(at('/device-flow/authorize'), async ({ request }) => {
        const refused = await this.authorized(request);
        if (refused) return refused;
        const { code } = this.lastBody() as { code: string };
        const entry = this.codes.get(code);
        if (!entry || entry.state !== 'pending') return problem(400, 'code is not valid');
        entry.state = 'authorized';
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(at('/device-flow/check'), async ({ request }) => {
        await this.record(request);
        const query = new URL(request.url).searchParams;
        const entry = this.codes.get(query.get('code') ?? '');
        if (!entry || entry.deviceId !== query.get('deviceId') || entry.state === 'used') return json({ status: 'expired', message: 'code is not valid' }, 410);
        if (entry.state === 'pending') return json({ status: 'pending' });
        entry.state = 'used';
        return json({ status: 'authorized', ...this.issueToken(), user: this.user });
      }),
    ];
  }

  private bodies: unknown[] = [];

  private lastBody(): unknown {
    return this.bodies[this.bodies.length - 1];
  }

  private async record(request: Request): Promise<unknown> {
    const text = await request.clone().text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const url = new URL(request.url);
    this.calls.push({ method: request.method, path: `${url.pathname.replace(/^\/api/, '')}${url.search}`, body, authorization: request.headers.get('authorization') });
    this.bodies.push(body);
    return body;
  }

  /** Records the request; answers 401 "Not logged in" unless its bearer is accepted. */
  private async authorized(request: Request): Promise<Response | undefined> {
    await this.record(request);
    const token = bearerOf(request);
    return token && this.accepted.has(token) ? undefined : problem(401, 'Not logged in');
  }
}

const bearerOf = (request: Request): string | undefined => request.headers.get('authorization')?.replace(/^Bearer /, '') || undefined;
