import { afterEach, beforeEach, expect } from 'vitest';
import { testSandbox, type TestSandbox } from '../testing';

/** The seeded ids tests use (seed/inplayer.json; the README lists them). */
export const SEED = {
  clientId: '5e1a0c4b-7d2f-4a86-9b3e-c1d0f2a7b8e9',
  subscriptionAsset: 118441,
  monthlyFee: 30101,
  yearlyFee: 30102,
  premiereAsset: 4821,
  premiereFee: 30201,
  readingAsset: 6610,
  readingFee: 30301,
} as const;
export const PASSWORD = 'secret123';
export const CARDS = { pays: '4111111111111111', declined: '4000000000000002', challenge: '4212345678910006' } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Fields as a form-encoded body. */
export const formText = (fields: Record<string, string | number>): string => new URLSearchParams(Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)])).toString();
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Reply {
  status: number;
  json: Json;
  headers: Record<string, unknown>;
  raw: Buffer;
}

export interface InPlayerTestSandbox {
  sandbox: TestSandbox;
  /** A form-encoded call under `/inplayer` (fields as the clients send them, `metadata[x]` keys included). */
  form(method: Method, path: string, fields?: Record<string, string | number>, token?: string): Promise<Reply>;
  /** Registers an account with the required register field ticked; answers its token and account. */
  signUp(email?: string): Promise<{ token: string; refreshToken: string; account: Json }>;
  /** The card fields of a payment. */
  card(number: string, accessFee: number, extra?: Record<string, string | number>): Record<string, string | number>;
}

export async function inPlayerSandbox(): Promise<InPlayerTestSandbox> {
  const sandbox = await testSandbox();
  const form: InPlayerTestSandbox['form'] = async (method, path, fields, token) => {
    const response = await sandbox.app.inject({
      method,
      url: `/inplayer${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(fields ? { payload: formText(fields) } : {}),
    });
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, json: type.includes('json') ? response.json() : undefined, headers: response.headers, raw: response.rawPayload };
  };
  const signUp: InPlayerTestSandbox['signUp'] = async (email = 'viewer@example.org') => {
    const reply = await form('POST', '/accounts', {
      full_name: 'Ada Viewer',
      username: email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      client_id: SEED.clientId,
      type: 'consumer',
      referrer: 'http://localhost:8080/',
      grant_type: 'password',
      'metadata[terms]': 'on',
    });
    expect(reply.status).toBe(200);
    return { token: reply.json.access_token, refreshToken: reply.json.refresh_token, account: reply.json.account };
  };
  const card: InPlayerTestSandbox['card'] = (number, accessFee, extra = {}) => ({
    number,
    card_name: 'Ada Viewer',
    exp_month: '3',
    exp_year: '2031',
    cvv: '737',
    access_fee: accessFee,
    payment_method: 1,
    referrer: 'http://localhost:8080/m/mvRule06',
    return_url: 'http://localhost:8080/m/mvRule06?u=waiting-for-payment',
    ...extra,
  });
  return { sandbox, form, signUp, card };
}

/** Each test gets a fresh sandbox with `viewer@example.org` registered (closed after the test). */
export function useInPlayerViewer(): { t: InPlayerTestSandbox; token: string; account: Json } {
  const state = {} as { t: InPlayerTestSandbox; token: string; account: Json };
  beforeEach(async () => {
    state.t = await inPlayerSandbox();
    const { token, account } = await state.t.signUp();
    state.token = token;
    state.account = account;
  });
  afterEach(() => state.t.sandbox.app.close());
  return state;
}
