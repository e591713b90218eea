import type { Notification } from '@ott/common';
import { describe, expect, it, vi } from 'vitest';
import { spyLogger } from '../../test/support/fakeJwp';
import { JwpNotificationService, RECONNECT_DELAY_MS, notificationsUrl, type SocketLike } from './JwpNotificationService';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed: number | null = null;
  constructor(readonly url: string) {}
  close(code = 1000): void {
    this.closed = code;
  }
  open(): void {
    this.onopen?.({});
  }
  push(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(): void {
    this.onclose?.({});
  }
}

function setup(token: string | null = 'access-1') {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const logger = spyLogger();
  let current = token;
  const service = new JwpNotificationService({
    baseUrl: 'https://platform.test/inplayer',
    session: { validTokens: async () => (current ? { token: current } : null) },
    logger,
    socket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return { cancel: () => (timer.cancelled = true) };
    },
  });
  const received: Notification[] = [];
  const subscribe = () => service.subscribeToNotifications('uuid-42', (notification) => received.push(notification));
  const fire = async () => {
    const timer = timers.filter(({ cancelled }) => !cancelled).at(-1);
    timer?.run();
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  };
  return { sockets, timers, logger, received, subscribe, fire, setToken: (next: string | null) => (current = next) };
}

describe('notificationsUrl', () => {
  it.each([
    ['https://platform.test/inplayer', 'wss://platform.test/inplayer/notifications/uuid%201?access_token=t'],
    ['http://127.0.0.1:4010/inplayer/', 'ws://127.0.0.1:4010/inplayer/notifications/uuid%201?access_token=t'],
  ])('%s -> %s (the token in the query: browsers set no headers on a socket)', (base, url) => {
    expect(notificationsUrl(base, 'uuid 1', 't')).toBe(url);
  });
});

describe('subscribeToNotifications', () => {
  it('delivers each pushed notification with its resource', async () => {
    const { subscribe, sockets, received } = setup();
    await subscribe();
    sockets[0]?.open();
    sockets[0]?.push({ type: 'payment.card.failed', resource: { message: 'Card declined' } });
    sockets[0]?.push({ type: 'payment.card.requires.action', resource: { redirect_to_url: 'https://bank.test/3ds' } });
    sockets[0]?.push({ type: 'access.granted' });
    expect(received).toEqual([
      { type: 'payment.card.failed', resource: { message: 'Card declined' } },
      { type: 'payment.card.requires.action', resource: { redirect_to_url: 'https://bank.test/3ds' } },
      { type: 'access.granted', resource: {} },
    ]);
  });

  it.each([['not JSON'], [JSON.stringify({ resource: {} })], [JSON.stringify([1, 2])]])('drops a malformed message (%s) with a log', async (data) => {
    const { subscribe, sockets, received, logger } = setup();
    await subscribe();
    sockets[0]?.push(data);
    expect(received).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('Notifications: a malformed message was dropped', { data });
  });

  it('reconnects after a drop with a doubling delay (capped), a fresh token, and from 1 s again once open', async () => {
    const { subscribe, sockets, timers, fire, setToken } = setup();
    await subscribe();
    sockets[0]?.drop();
    expect(timers.map(({ ms }) => ms)).toEqual([RECONNECT_DELAY_MS.first]);
    setToken('access-2');
    await fire();
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[1]?.url).toContain('access_token=access-2');
    sockets[1]?.drop();
    await fire();
    await vi.waitFor(() => expect(sockets).toHaveLength(3));
    sockets[2]?.drop();
    expect(timers.map(({ ms }) => ms)).toEqual([1_000, 2_000, 4_000]);
    await fire();
    await vi.waitFor(() => expect(sockets).toHaveLength(4));
    sockets[3]?.open();
    sockets[3]?.drop();
    expect(timers.at(-1)?.ms).toBe(RECONNECT_DELAY_MS.first);
  });

  it('unsubscribing closes the socket for good: no reconnect', async () => {
    const { subscribe, sockets, timers } = setup();
    const stop = await subscribe();
    stop();
    expect(sockets[0]?.closed).toBe(1000);
    sockets[0]?.drop();
    expect(timers).toEqual([]);
  });

  it('unsubscribing while a reconnect waits cancels it', async () => {
    const { subscribe, sockets, timers } = setup();
    const stop = await subscribe();
    sockets[0]?.drop();
    stop();
    expect(timers[0]?.cancelled).toBe(true);
  });

  it('signed out: nothing to listen to', async () => {
    const { subscribe, sockets } = setup(null);
    await subscribe();
    expect(sockets).toEqual([]);
  });
});
