import { solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_CHALLENGE_SECONDS } from '../../src/accounts/captcha/CaptchaGuard';
import { buildServer } from '../../src/server';
import { movableClock } from '../../src/testing';
import { FIXTURE_CATALOG, fixture } from '../helpers';
import { newEmail, PASSWORD } from './helpers';

const SITE_KEY = 'tvsignup';
const REFUSED = { message: 'invalid param captchaValue: the verification is missing, wrong, expired or already used', code: 400 };

const clock = movableClock(Date.now());
const start = (required: boolean) =>
  buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), clock, accounts: { passwordHashCost: 'test', tokenSecret: 'x'.repeat(40), captcha: { siteKeys: [SITE_KEY], required } } });
const app = start(true);
const lenient = start(false);
beforeAll(() => Promise.all([app.ready(), lenient.ready()]));
afterAll(() => Promise.all([app.close(), lenient.close()]));

let address = 0;
const from = (): string => `198.51.100.${(++address % 250) + 1}`;
const getChallenge = (server = app, siteKey = SITE_KEY): Promise<LightMyRequestResponse> =>
  server.inject({ method: 'GET', url: `/api/captcha/challenge?siteKey=${siteKey}`, remoteAddress: from() });
const register = (captchaValue: string | undefined, server = app): Promise<LightMyRequestResponse> =>
  server.inject({ method: 'POST', url: '/api/customers', remoteAddress: from(), payload: { email: newEmail('captcha'), password: PASSWORD, terms: true, ...(captchaValue === undefined ? {} : { captchaValue }) } });

/** What the widget sends: base64 of `{ challenge, solution }`, solved as a browser would. */
async function solved(server = app): Promise<string> {
  const challenge = (await getChallenge(server)).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}
const edited = (value: string, edit: (payload: { challenge: Challenge; solution: { counter: number; derivedKey: string } }) => void): string => {
  const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  edit(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};

describe('GET /api/captcha/challenge', () => {
  it('answers a signed SHA-256 challenge for a known site key, expiring in minutes, at the lowest cost', async () => {
    const reply = await getChallenge();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const challenge = reply.json() as Challenge;
    expect(challenge).toMatchObject({ parameters: { algorithm: 'SHA-256', cost: 1, keySignature: expect.any(String), data: { siteKey: SITE_KEY } }, signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(challenge.parameters.expiresAt! * 1000 - clock.now()).toBeGreaterThan((CAPTCHA_CHALLENGE_SECONDS - 5) * 1000);
    expect(challenge.parameters.expiresAt! * 1000 - clock.now()).toBeLessThanOrEqual(CAPTCHA_CHALLENGE_SECONDS * 1000);
    expect(await solveChallenge({ challenge, deriveKey })).not.toBeNull();
  });

  it.each([
    ['an unknown site key', '/api/captcha/challenge?siteKey=stranger', 404, { message: 'unknown captcha site key', code: 404 }],
    ['no site key', '/api/captcha/challenge', 400, { message: 'invalid param siteKey: required', code: 400 }],
  ])('refuses %s', async (_name, url, status, body) => {
    const reply = await app.inject({ method: 'GET', url, remoteAddress: from() });
    expect([reply.statusCode, reply.json()]).toEqual([status, expect.objectContaining(body)]);
  });
});

describe('POST /api/customers with the captcha required', () => {
  it('a solved challenge signs the visitor up', async () => {
    expect((await register(await solved())).statusCode).toBe(201);
  });

  it.each<[string, () => Promise<string | undefined>]>([
    ['no answer', async () => undefined],
    ['an answer that is not one', async () => 'not-base64-json'],
    ['a wrong solution', async () => edited(await solved(), (payload) => (payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'))))],
    ['a challenge edited to be easier', async () => edited(await solved(), (payload) => (payload.challenge.parameters.cost = 0))],
    ['a challenge signed by someone else', async () => edited(await solved(lenientWithOtherSecret), () => undefined)],
  ])('refuses %s with 400 and the captcha message', async (_name, answer) => {
    const reply = await register(await answer());
    expect([reply.statusCode, reply.json()]).toEqual([400, expect.objectContaining(REFUSED)]);
  });

  it('refuses a replayed answer: a solution counts once', async () => {
    const value = await solved();
    expect((await register(value)).statusCode).toBe(201);
    const replay = await register(value);
    expect([replay.statusCode, replay.json()]).toEqual([400, expect.objectContaining(REFUSED)]);
  });

  it('refuses an answer to a challenge that expired', async () => {
    const value = await solved();
    clock.advance((CAPTCHA_CHALLENGE_SECONDS + 1) * 1000);
    try {
      const reply = await register(value);
      expect([reply.statusCode, reply.json()]).toEqual([400, expect.objectContaining(REFUSED)]);
    } finally {
      clock.advance(-(CAPTCHA_CHALLENGE_SECONDS + 1) * 1000);
    }
  });
});

describe('POST /api/customers with the captcha not required', () => {
  it('signs up without an answer, but still checks one that is given', async () => {
    expect((await register(undefined, lenient)).statusCode).toBe(201);
    expect((await register(await solved(lenient), lenient)).statusCode).toBe(201);
    expect((await register('not-base64-json', lenient)).statusCode).toBe(400);
  });
});

const lenientWithOtherSecret = buildServer({
  catalogDir: FIXTURE_CATALOG,
  catalog: fixture(),
  clock,
  accounts: { passwordHashCost: 'test', tokenSecret: 'y'.repeat(40), captcha: { siteKeys: [SITE_KEY] } },
});
beforeAll(() => lenientWithOtherSecret.ready());
afterAll(() => lenientWithOtherSecret.close());

describe('a captcha key shared with a billing provider (OTT_CAPTCHA_HMAC_KEY)', () => {
  const SHARED_KEY = 'publisher-captcha-hmac-key-0123456789';
  const shared = buildServer({
    catalogDir: FIXTURE_CATALOG,
    catalog: fixture(),
    clock,
    accounts: { passwordHashCost: 'test', tokenSecret: 'z'.repeat(40), captcha: { siteKeys: [SITE_KEY], required: true, hmacKey: SHARED_KEY } },
  });
  beforeAll(() => shared.ready());
  afterAll(() => shared.close());

  it('signs challenges with that key alone, so that the provider verifies the answer with it, and still checks answers itself', async () => {
    const value = await solved(shared);
    const { challenge, solution } = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    expect(challenge.parameters.keySignature).toBeUndefined();
    expect(await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SHARED_KEY })).toMatchObject({ verified: true });
    expect(await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: 'another-publisher-key-0123456789abc' })).toMatchObject({ verified: false, invalidSignature: true });
    expect((await register(value, shared)).statusCode).toBe(201);
  });

  it('refuses a key shorter than a token secret', async () => {
    const server = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), accounts: { passwordHashCost: 'test', tokenSecret: 'z'.repeat(40), captcha: { hmacKey: 'short' } } });
    try {
      await expect(server.ready()).rejects.toThrow('accounts.captcha.hmacKey must have at least 32 characters');
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
