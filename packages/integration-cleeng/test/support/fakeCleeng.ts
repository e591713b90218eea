import { http, HttpResponse, type HttpHandler } from 'msw';

/** Test hosts: the provider's shapes on fake origins (msw intercepts them). */
export const MEDIASTORE = 'https://mediastore.test';
export const AUTH_HOST = 'https://auth.test';
export const CONTENT_HOST = 'https://content.test';
export const PUBLISHER_ID = '123456789';
export const EMAIL = 'viewer@example.com';
export const PASSWORD = 'secret123';
export const CUSTOMER_ID = '950136415';
/** The provider's JWT lives 15 minutes. */
export const JWT_TTL_MS = 15 * 60 * 1000;

const base64Url = (text: string): string => Buffer.from(text).toString('base64url');

/** A JWT the way the provider shapes it (customerId, publisherId, exp in seconds); not signed. */
export const makeJwt = (claims: Record<string, unknown>): string =>
  `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/** A MediaStore reply: `{ responseData, errors: [] }`. */
export const ok = (responseData: unknown, status = 200) => HttpResponse.json({ responseData, errors: [] }, { status });
/** A MediaStore failure: `{ responseData: {}, errors: [message] }`. */
export const fail = (status: number, ...errors: string[]) => HttpResponse.json({ responseData: {}, errors }, { status });

interface FakeCustomer {
  id: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  country: string;
  externalData?: Record<string, unknown>;
  consents: Array<{ name: string; version: string; state: string }>;
}

/**
 * A small stateful stand-in of the provider for unit tests: customers, JWTs judged by the test's
 * clock, single-use refresh tokens, consents and entitlements; every call recorded.
 */
export class FakeCleeng {
  readonly calls: RecordedCall[] = [];
  readonly customers = new Map<string, FakeCustomer>();
  /** refresh token -> customer id; a used one is removed (single use). */
  readonly refreshTokens = new Map<string, string>();
  /** Offer ids the customer is entitled to. */
  readonly entitled = new Set<string>();
  private serial = 0;

  constructor(private readonly now: () => number) {
    this.customers.set(CUSTOMER_ID, { id: CUSTOMER_ID, email: EMAIL, password: PASSWORD, country: 'NL', consents: [{ name: 'terms', version: '1', state: 'accepted' }] });
  }

  issue(customerId: string): { jwt: string; refreshToken: string; customerToken: string } {
    this.serial += 1;
    const refreshToken = `refresh-${this.serial}`;
    this.refreshTokens.set(refreshToken, customerId);
    const jwt = makeJwt({ customerId: Number(customerId), publisherId: Number(PUBLISHER_ID), exp: Math.floor((this.now() + JWT_TTL_MS) / 1000), n: this.serial });
    return { jwt, refreshToken, customerToken: `ct-${this.serial}` };
  }

  /** The customer a bearer JWT names, if it has not expired. */
  private bearer(request: Request): FakeCustomer | null {
    const header = request.headers.get('authorization') ?? '';
    const token = header.replace(/^Bearer /, '');
    const payload = token.split('.')[1];
    if (!payload) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { customerId: number; exp: number };
    if (claims.exp * 1000 <= this.now()) return null;
    return this.customers.get(String(claims.customerId)) ?? null;
  }

  private async record(request: Request): Promise<unknown> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    this.calls.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: request.headers.get('authorization') });
    return body;
  }

  private customerView(customer: FakeCustomer) {
    return { id: Number(customer.id), email: customer.email, firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', country: customer.country, regDate: '2025-01-01 10:00:00', lastUserIp: '1.2.3.4', externalData: customer.externalData ?? null };
  }

  handlers(): HttpHandler[] {
    const authed = (handler: (customer: FakeCustomer, body: Record<string, unknown>, request: Request, params: Record<string, string>) => Response | Promise<Response>) =>
      async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
        const body = ((await this.record(request)) ?? {}) as Record<string, unknown>;
        const customer = this.bearer(request);
        if (!customer) return fail(401, 'Invalid JWT token');
        return handler(customer, body, request, params as Record<string, string>);
      };
    const open = (handler: (body: Record<string, unknown>, request: Request, params: Record<string, string>) => Response | Promise<Response>) =>
      async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
        const body = ((await this.record(request)) ?? {}) as Record<string, unknown>;
        return handler(body, request, params as Record<string, string>);
      };

    return [
      http.post(`${MEDIASTORE}/auths`, open((body) => {
        const customer = [...this.customers.values()].find((candidate) => candidate.email === body.email);
        if (!customer || customer.password !== body.password || body.publisherId !== PUBLISHER_ID) return fail(422, 'Wrong email or password');
        return ok({ ...this.issue(customer.id), customerId: Number(customer.id) });
      })),
      http.post(`${MEDIASTORE}/auths/refresh_token`, open((body) => {
        const customerId = this.refreshTokens.get(String(body.refreshToken));
        if (!customerId) return fail(422, 'Refresh token is expired or does not exist');
        this.refreshTokens.delete(String(body.refreshToken));
        return ok(this.issue(customerId));
      })),
      http.get(`${MEDIASTORE}/locales`, open(() => ok({ country: 'NL', currency: 'EUR', locale: 'nl_NL', ipAddress: '1.2.3.4' }))),
      http.post(`${MEDIASTORE}/customers`, open((body) => {
        if ([...this.customers.values()].some((customer) => customer.email === body.email)) return fail(422, 'Customer already exists.');
        const id = String(900000000 + this.customers.size);
        this.customers.set(id, { id, email: String(body.email), password: String(body.password), country: String(body.country), consents: [] });
        return ok({ ...this.issue(id), customerId: Number(id) });
      })),
      // Before /customers/:id, which would take "passwords" for an id.
      http.put(`${MEDIASTORE}/customers/passwords`, open((body) => (body.customerEmail === EMAIL ? ok({}) : fail(422, 'Invalid param email')))),
      http.patch(`${MEDIASTORE}/customers/passwords`, open((body) => (body.resetPasswordToken === 'reset-token' ? ok({}) : fail(422, 'resetPasswordToken is not valid')))),
      http.get(`${MEDIASTORE}/customers/:id`, authed((customer, _body, _request, params) =>
        params.id === customer.id ? ok(this.customerView(customer)) : fail(403, 'Access denied'),
      )),
      http.patch(`${MEDIASTORE}/customers/:id`, authed((customer, body, _request, params) => {
        if (params.id !== customer.id) return fail(403, 'Access denied');
        if (body.email !== undefined) {
          if (body.confirmationPassword !== customer.password) return fail(422, 'Invalid confirmation password');
          customer.email = String(body.email);
        }
        if (typeof body.firstName === 'string') customer.firstName = body.firstName;
        if (typeof body.lastName === 'string') customer.lastName = body.lastName;
        if (body.externalData !== undefined) customer.externalData = body.externalData as Record<string, unknown>;
        return ok(this.customerView(customer));
      })),
      http.get(`${MEDIASTORE}/customers/:id/consents`, authed((customer) =>
        ok({ consents: customer.consents.map((consent) => ({ customerId: customer.id, ...consent, needsUpdate: false, label: 'Terms', required: true, newestVersion: consent.version, date: 1700000000 })) }),
      )),
      http.put(`${MEDIASTORE}/customers/:id/consents`, authed((customer, body) => {
        customer.consents = (body.consents as FakeCustomer['consents']).map(({ name, version, state }) => ({ name, version, state }));
        return ok({});
      })),
      http.get(`${MEDIASTORE}/publishers/:id/consents`, open(() =>
        ok({ consents: [{ name: 'terms', label: 'I accept the terms', required: true, version: '1' }, { name: 'newsletter', label: 'Newsletter', required: false, version: '2' }] }),
      )),
      http.get(`${MEDIASTORE}/customers/:id/capture/status`, authed(() =>
        ok({ isCaptureEnabled: true, shouldCaptureBeDisplayed: true, settings: [{ key: 'firstNameLastName', enabled: true, required: true, answer: { firstName: null, lastName: null } }, { key: 'custom_1', enabled: true, required: false, question: 'Fruit?', value: 'a:Apple;b:Banana', answer: null }] }),
      )),
      http.put(`${MEDIASTORE}/customers/:id/capture`, authed((customer, body) => {
        if (typeof body.firstName === 'string') customer.firstName = body.firstName;
        if (typeof body.lastName === 'string') customer.lastName = body.lastName;
        return ok({});
      })),
      http.get(`${MEDIASTORE}/entitlements/:offerId`, authed((_customer, _body, _request, params) =>
        this.entitled.has(String(params.offerId)) ? ok({ accessGranted: true, expiresAt: 1900000000 }) : fail(402, 'Payment required'),
      )),
      http.post(`${AUTH_HOST}/v1/codes/generate`, open(() => HttpResponse.json({ code: 'ABC123', expiresAt: this.now() + 600_000, verificationUrl: 'https://example.com/activate' }))),
      http.post(`${AUTH_HOST}/v1/codes/authorize`, authed((_customer, body) =>
        body.code === 'ABC123' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: 'PIN-Pair Authentication Code not found or invalid' }, { status: 404 }),
      )),
    ];
  }
}
