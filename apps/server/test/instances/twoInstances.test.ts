import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledRequestLimits } from '../../src/accounts/rateLimit/RequestLimits';
import { createTestDatabase, movableClock, startAccountTestServer, type AccountTestServer, type TestDatabase } from '../../src/testing';
import { TEST_REQUEST_LIMIT_FACTOR } from '../../src/testing/startAccountTestServer';
import { ApiClient, newEmail, PASSWORD } from '../accounts/helpers';

/**
 * Two server instances behind one load balancer (issue 22): two listening servers in this
 * process, each with its own memory, its own data folder (outbox) and one PostgreSQL database and
 * token secret between them. Whatever a viewer does through one must hold on the other.
 */
describe('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: AccountTestServer;
  let b: AccountTestServer;
  let apiA: ApiClient;
  let apiB: ApiClient;
  // Now: the captcha library checks a challenge's expiry against the real time too.
  const clock = movableClock(Date.now());

  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = {
      dialect: 'postgres' as const,
      databaseUrl: database.url,
      tokenSecret: randomBytes(32).toString('base64url'),
      clock,
      rateLimit: { perAccount: 3, perAddress: 1000, windowSeconds: 900 },
      requestLimits: { ...scaledRequestLimits(TEST_REQUEST_LIMIT_FACTOR), forgotPasswordPerEmail: { limit: 3, windowSeconds: 3600 } },
      captcha: { required: true },
    };
    // One after the other: the first migrates the database, the second finds it up to date.
    a = await startAccountTestServer(shared);
    b = await startAccountTestServer(shared);
    [apiA, apiB] = [new ApiClient(a.apiUrl), new ApiClient(b.apiUrl)];
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  /** A sign-up through `server`, with a captcha answer solved from that server's challenge. */
  async function register(api: ApiClient, email = newEmail('multi')) {
    const challenge = (await api.get<Challenge>('/captcha/challenge?siteKey=democapt')).body;
    const captchaValue = await captchaAnswer(challenge);
    const reply = await api.post('/customers', { email, password: PASSWORD, terms: true, captchaValue });
    expect(reply.status, reply.text).toBe(201);
    return { email, token: reply.body.token as string };
  }

  it('both answer ready, each checking the one database', async () => {
    for (const server of [a, b]) expect(await (await fetch(`${server.url}/ready`)).json()).toEqual({ status: 'ready', checks: { catalog: 'ok', database: 'ok' } });
  });

  it('a login rate limit counted on one holds on the other', async () => {
    const { email } = await register(apiA);
    for (const api of [apiA, apiB, apiA]) expect((await api.post('/customers/login', { email, password: 'wrong-password-1' })).status).toBe(401);
    const refused = await apiB.post('/customers/login', { email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await apiA.post('/customers/login', { email, password: PASSWORD })).status).toBe(429);
    // The window ends for both.
    clock.advance(900_000);
    expect((await apiB.post('/customers/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('a request limit counted on one holds on the other (reset mails to one email)', async () => {
    const { email } = await register(apiB);
    const forgot = (api: ApiClient) => api.post('/customers/forgot-password', { email, resetUrl: `${a.url}/?u=reset-password` });
    for (const api of [apiA, apiB, apiA]) expect((await forgot(api)).status).toBe(204);
    expect((await forgot(apiB)).status).toBe(429);
  });

  it('a captcha answer accepted by one is refused by the other', async () => {
    const challenge = (await apiA.get<Challenge>('/captcha/challenge?siteKey=democapt')).body;
    const captchaValue = await captchaAnswer(challenge);
    expect((await apiA.post('/customers', { email: newEmail('captcha'), password: PASSWORD, terms: true, captchaValue })).status).toBe(201);
    const replay = await apiB.post('/customers', { email: newEmail('captcha'), password: PASSWORD, terms: true, captchaValue });
    expect([replay.status, replay.body.message]).toEqual([400, 'invalid param captchaValue: the verification is missing, wrong, expired or already used']);
  });

  it('a logout on one ends the session on both', async () => {
    const { token } = await register(apiA);
    expect((await apiB.get('/customers/me', token)).status).toBe(200);
    expect((await apiB.post('/customers/logout', undefined, token)).status).toBe(204);
    expect((await apiA.get('/customers/me', token)).status).toBe(401);
    expect((await apiB.get('/customers/me', token)).status).toBe(401);
    expect((await apiA.post('/customers/refresh-token', undefined, token)).status).toBe(401);
  });

  it('a device code generated on one is authorized on the other, and collected on the first', async () => {
    const generated = await apiA.post('/device-flow/generate', { deviceId: 'tv-multi', deviceName: 'Living room TV', configId: 'demoauth' });
    expect(generated.status).toBe(200);
    const { code } = generated.body as { code: string };
    expect((await apiB.get(`/device-flow/check?code=${code}&deviceId=tv-multi`)).body).toEqual({ status: 'pending' });
    const { token } = await register(apiB);
    expect((await apiB.post('/device-flow/authorize', { code }, token)).status).toBe(204);
    const collected = await apiA.get(`/device-flow/check?code=${code}&deviceId=tv-multi`);
    expect(collected.body.status).toBe('authorized');
    expect((await apiB.get('/customers/me', collected.body.token)).status).toBe(200);
    // Collected once, whichever instance is asked next.
    expect((await apiB.get(`/device-flow/check?code=${code}&deviceId=tv-multi`)).status).toBe(410);
  });

  it('a password reset link mailed by one works on the other', async () => {
    const { email, token } = await register(apiA);
    expect((await apiA.post('/customers/forgot-password', { email, resetUrl: `${a.url}/?u=reset-password` })).status).toBe(204);
    // The mail is in the outbox of the instance that sent it.
    expect(b.outbox.resetToken(email)).toBeUndefined();
    const resetToken = a.outbox.resetToken(email)!;
    expect(resetToken).toBeDefined();
    const newPassword = 'lighthouse-keeper-77';
    expect((await apiB.post('/customers/reset-password', { token: resetToken, password: newPassword })).status).toBe(204);
    expect((await apiA.post('/customers/login', { email, password: newPassword })).status).toBe(200);
    // The reset ended the sessions everywhere, and the link is used up on both.
    expect((await apiA.get('/customers/me', token)).status).toBe(401);
    expect((await apiA.post('/customers/reset-password', { token: resetToken, password: 'another-password-9' })).status).toBe(400);
  });

  it('a server-side ad insertion session started on one plays on the other', async () => {
    const master = await fetch(`${a.url}/ssai/demossai/mvFrac02/master.m3u8`);
    expect(master.status).toBe(200);
    const variant = (await master.text()).split('\n').find((line) => line.startsWith('http'))!;
    expect(variant).toContain(`${a.url}/ssai/session/`);
    const onB = await fetch(variant.replace(a.url, b.url));
    expect(onB.status).toBe(200);
    const stitched = await onB.text();
    expect(stitched).toContain('#EXT-X-CUE-OUT');
    const adSegment = stitched.split('\n').find((line) => line.includes('/ads/'))!;
    const segment = await fetch(adSegment.replace(a.url, b.url));
    // Read whole: a body left unread keeps its connection busy, and closing the server waits for it.
    expect([segment.status, (await segment.arrayBuffer()).byteLength > 0]).toEqual([200, true]);
  });
});

/** What the sign-up widget sends: the challenge solved, as base64 JSON. */
async function captchaAnswer(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}
