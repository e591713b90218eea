import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from './clock';
import { listenSandbox, type ListeningSandbox } from './listenSandbox';
import { START } from './testing';

describe('listenSandbox', () => {
  let sandbox: ListeningSandbox;
  beforeAll(async () => {
    sandbox = await listenSandbox({ clock: movableClock(START) });
  });
  afterAll(() => sandbox.close());

  it('listens on loopback and answers a control route with its data', async () => {
    expect(new URL(sandbox.baseUrl).hostname).toBe('127.0.0.1');
    await expect(sandbox.dev('POST', '/clock', { advanceSeconds: 60 })).resolves.toEqual({ now: START / 1000 + 60 });
    expect(sandbox.clock.now()).toBe(START + 60_000);
  });

  it('throws with the reply when a control route refuses', async () => {
    await expect(sandbox.dev('POST', '/clock', { advanceSeconds: -1 })).rejects.toThrow(/POST \/_sandbox\/clock: 4\d\d/);
  });
});
