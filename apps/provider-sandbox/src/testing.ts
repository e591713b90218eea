import { afterEach, beforeEach, expect } from 'vitest';
import { buildSandbox, type Sandbox, type SandboxOptions } from './app';
import { movableClock, type MovableClock } from './clock';

export const PUBLISHER_ID = '900000001';
export const PASSWORD = 'secret123';
export const START = Date.parse('2030-01-15T10:00:00Z');

/** Replies are read loosely in tests: each test asserts the fields it cares about. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface TestSandbox extends Sandbox {
  clock: MovableClock;
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, jwt?: string): Promise<{ status: number; json: { responseData: Json; errors: string[] } }>;
  /** Posts a gateway page's form (Approve, Fail, Cancel, Error) and answers the status and where it sends the browser. */
  decide(pageUrl: string, decision: string): Promise<{ status: number; location: string }>;
  /** GETs a gateway page by its absolute URL. */
  page(pageUrl: string): Promise<{ status: number; html: string }>;
  /** Registers a customer and returns the tokens and id. */
  signUp(email?: string): Promise<{ jwt: string; refreshToken: string; customerId: string }>;
}

/** A sandbox in memory on a clock that stands still at START until the test moves it (`captcha`: its captcha settings). */
export async function testSandbox(options: Pick<SandboxOptions, 'captcha'> = {}): Promise<TestSandbox> {
  const sandbox = buildSandbox({ clock: movableClock(START), devRoutes: true, ...options });
  await sandbox.app.ready();
  const clock = sandbox.clock as MovableClock;
  const call: TestSandbox['call'] = async (method, url, body, jwt) => {
    const response = await sandbox.app.inject({
      method,
      url,
      headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, json: response.json() };
  };
  const signUp: TestSandbox['signUp'] = async (email = 'viewer@example.org') => {
    const { status, json } = await call('POST', '/customers', { email, password: PASSWORD, locale: 'en_US', country: 'NL', currency: 'EUR', publisherId: PUBLISHER_ID, customerIP: '10.0.0.1' });
    expect(status).toBe(200);
    const { customerId } = JSON.parse(Buffer.from(json.responseData.jwt.split('.')[1], 'base64url').toString()) as { customerId: string };
    return { jwt: json.responseData.jwt, refreshToken: json.responseData.refreshToken, customerId };
  };
  const pathOf = (pageUrl: string) => {
    const url = new URL(pageUrl);
    return url.pathname + url.search;
  };
  const decide: TestSandbox['decide'] = async (pageUrl, decision) => {
    const response = await sandbox.app.inject({ method: 'POST', url: pathOf(pageUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${encodeURIComponent(decision)}` });
    return { status: response.statusCode, location: String(response.headers.location ?? '') };
  };
  const page: TestSandbox['page'] = async (pageUrl) => {
    const response = await sandbox.app.inject({ method: 'GET', url: pathOf(pageUrl) });
    return { status: response.statusCode, html: response.body };
  };
  return { ...sandbox, clock, call, signUp, decide, page };
}

/** The provider's error envelope with one message. */
export const providerError = (message: string | RegExp) => ({ responseData: {}, errors: [typeof message === 'string' ? message : expect.stringMatching(message)] });

/** The gateway's test cards in its unencrypted card fields. */
export const testCard = (number: string, overrides: Record<string, string> = {}) => ({
  type: 'scheme',
  number,
  expiryMonth: '03',
  expiryYear: '2031',
  cvc: '737',
  holderName: 'Ada Viewer',
  ...overrides,
});

export interface Viewer {
  jwt: string;
  refreshToken: string;
  customerId: string;
}

/** Each test of the file gets a fresh sandbox with `viewer@example.org` signed up (closed after the test). */
export function useViewerSandbox(): { sandbox: TestSandbox; viewer: Viewer } {
  const state = {} as { sandbox: TestSandbox; viewer: Viewer };
  beforeEach(async () => {
    state.sandbox = await testSandbox();
    state.viewer = await state.sandbox.signUp('viewer@example.org');
  });
  afterEach(() => state.sandbox.app.close());
  return state;
}
