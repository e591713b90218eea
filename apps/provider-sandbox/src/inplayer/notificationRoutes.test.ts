import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CARDS, formText, inPlayerSandbox, SEED, type InPlayerTestSandbox } from './testing';

interface Received {
  type: string;
  resource: Record<string, unknown>;
}

/** A real socket on loopback and the messages it has received so far. */
async function connect(base: string, uuid: string, token: string): Promise<{ socket: WebSocket; messages: Received[]; next(count: number): Promise<Received[]> }> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/inplayer/notifications/${uuid}?access_token=${encodeURIComponent(token)}`);
  const messages: Received[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Received);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (count: number) => {
    while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return messages.slice(0, count);
  };
  return { socket, messages, next };
}

/** Answers the HTTP status a refused upgrade gets. */
const refusedStatus = (url: string): Promise<number> =>
  new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => resolve(101));
  });

describe('video platform notifications socket', () => {
  let t: InPlayerTestSandbox;
  let base: string;
  let viewer: { token: string; account: { uuid: string } };

  beforeEach(async () => {
    t = await inPlayerSandbox();
    base = await t.sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    viewer = await t.signUp();
  });
  afterEach(() => t.sandbox.app.close());

  it('pushes card success and access granted after a payment, to every socket of the account', async () => {
    const first = await connect(base, viewer.account.uuid, viewer.token);
    const second = await connect(base, viewer.account.uuid, viewer.token);
    await t.form('POST', '/payments', t.card(CARDS.pays, SEED.premiereFee), viewer.token);
    for (const socket of [first, second]) {
      const [success, granted] = await socket.next(2);
      expect(success).toMatchObject({ type: 'payment.card.success', resource: { item_id: SEED.premiereAsset, access_fee_id: SEED.premiereFee, message: expect.any(String) } });
      expect(granted).toMatchObject({ type: 'access.granted', resource: { item_id: SEED.premiereAsset } });
    }
    first.socket.close();
    second.socket.close();
  });

  it.each([
    ['a declined pass', CARDS.declined, SEED.premiereFee, '/payments', 'payment.card.failed', { message: 'Your card was declined' }],
    ['a declined subscription', CARDS.declined, SEED.monthlyFee, '/subscriptions', 'subscribe.failed', { message: 'Your card was declined' }],
    ['a pass that needs the bank', CARDS.challenge, SEED.premiereFee, '/payments', 'payment.card.requires.action', { redirect_to_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/_gateway\/inplayer\/3ds\//) }],
    ['a subscription that needs the bank', CARDS.challenge, SEED.monthlyFee, '/subscriptions', 'subscribe.requires.action', { redirect_to_url: expect.stringContaining('/_gateway/inplayer/3ds/') }],
    ['a subscription', CARDS.pays, SEED.monthlyFee, '/subscriptions', 'subscribe.success', { item_id: SEED.subscriptionAsset }],
  ])('pushes the outcome of %s', async (_case, number, fee, path, type, resource) => {
    const { socket, next } = await connect(base, viewer.account.uuid, viewer.token);
    await fetch(`${base}/inplayer${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: formText(t.card(number, fee)),
    });
    const [message] = await next(1);
    expect(message).toMatchObject({ type, resource });
    socket.close();
  });

  it('pushes success and access after the challenge page is approved', async () => {
    const { socket, next } = await connect(base, viewer.account.uuid, viewer.token);
    await fetch(`${base}/inplayer/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: formText(t.card(CARDS.challenge, SEED.premiereFee)),
    });
    const [action] = await next(1);
    const page = await fetch(String(action!.resource.redirect_to_url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve', redirect: 'manual' });
    expect(page.status).toBe(303);
    const [, success, granted] = await next(3);
    expect([success!.type, granted!.type]).toEqual(['payment.card.success', 'access.granted']);
    socket.close();
  });

  it('pushes access changes made from the dev routes', async () => {
    const { socket, next } = await connect(base, viewer.account.uuid, viewer.token);
    const headers = { 'content-type': 'application/json' };
    const body = JSON.stringify({ email: 'viewer@example.org', assetId: SEED.readingAsset });
    await fetch(`${base}/_sandbox/inplayer/access`, { method: 'POST', headers, body });
    await fetch(`${base}/_sandbox/inplayer/access`, { method: 'DELETE', headers, body });
    expect((await next(2)).map((message) => message.type)).toEqual(['access.granted', 'access.revoked']);
    socket.close();
  });

  it.each([
    ['no token', (uuid: string) => `/inplayer/notifications/${uuid}`, 401],
    ['an unknown token', (uuid: string) => `/inplayer/notifications/${uuid}?access_token=nope`, 401],
    ['another account', () => '/inplayer/notifications/00000000-0000-4000-8000-000000000000?access_token=TOKEN', 403],
  ])('refuses a socket with %s', async (_case, path, status) => {
    const url = `${base.replace('http', 'ws')}${path(viewer.account.uuid).replace('TOKEN', encodeURIComponent(viewer.token))}`;
    expect(await refusedStatus(url)).toBe(status);
  });
});
