import { describe, expect, it } from 'vitest';
import { AdBeacons } from './adBeacons';

describe('AdBeacons', () => {
  it('sends a session’s beacons one after the other and records each outcome', async () => {
    const order: string[] = [];
    const beacons = new AdBeacons({
      fetch: (async (url: string) => {
        order.push(`begin ${url}`);
        await new Promise((resolve) => setTimeout(resolve, url.endsWith('a') ? 20 : 1));
        order.push(`end ${url}`);
        if (url.endsWith('c')) throw new TypeError('fetch failed');
        return new Response(null, { status: url.endsWith('b') ? 404 : 204 });
      }) as unknown as typeof fetch,
    });
    beacons.fire('s1', 'ad', [{ event: 'impression', url: 'http://t/a' }]);
    beacons.fire('s1', 'ad', [{ event: 'start', url: 'http://t/b' }, { event: 'complete', url: 'http://t/c' }]);
    await beacons.settled();
    expect(order).toEqual(['begin http://t/a', 'end http://t/a', 'begin http://t/b', 'end http://t/b', 'begin http://t/c', 'end http://t/c']);
    expect(beacons.sent.map(({ event, outcome }) => [event, outcome])).toEqual([['impression', 204], ['start', 404], ['complete', 'error']]);
  });

  it('gives up on a tracker that does not answer within the timeout', async () => {
    const beacons = new AdBeacons({
      timeoutMs: 30,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason as Error)))) as unknown as typeof fetch,
    });
    beacons.fire('s1', 'ad', [{ event: 'impression', url: 'http://t/slow' }]);
    await beacons.settled();
    expect(beacons.sent).toEqual([{ session: 's1', ad: 'ad', event: 'impression', url: 'http://t/slow', outcome: 'timeout' }]);
  });

  it('keeps only the newest records', async () => {
    const beacons = new AdBeacons({ keep: 2, fetch: (() => Promise.resolve(new Response(null, { status: 204 }))) as unknown as typeof fetch });
    beacons.fire('s', 'ad', ['a', 'b', 'c'].map((event) => ({ event, url: `http://t/${event}` })));
    await beacons.settled();
    expect(beacons.sent.map(({ event }) => event)).toEqual(['b', 'c']);
  });
});
