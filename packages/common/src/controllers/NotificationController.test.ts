import { describe, expect, it, vi } from 'vitest';
import { customerSchema, NOTIFICATION_TYPE, notificationSchema, type Notification } from '../entities';
import type { NotificationService } from '../services/account';
import { createAccountStore } from '../stores/accountStore';
import { createNotificationController, type NotificationView } from './NotificationController';

const ada = customerSchema.parse({ id: 1, uuid: 'uuid-ada', email: 'ada@example.com' });
const bob = customerSchema.parse({ id: 2, uuid: 'uuid-bob', email: 'bob@example.com' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A channel per uuid the controller opened; `push` delivers a notification to the open ones of a uuid. */
function fakeChannel(options: { fail?: boolean } = {}) {
  const open = new Map<string, Set<(notification: Notification) => void>>();
  const opened: string[] = [];
  const service: NotificationService = {
    subscribeToNotifications: vi.fn(async (uuid: string, onNotification: (notification: Notification) => void) => {
      if (options.fail) throw new Error('socket refused');
      opened.push(uuid);
      const listeners = open.get(uuid) ?? new Set();
      listeners.add(onNotification);
      open.set(uuid, listeners);
      return () => void listeners.delete(onNotification);
    }),
  };
  const push = (uuid: string, type: string, resource: Record<string, unknown> = {}) => {
    for (const listener of [...(open.get(uuid) ?? [])]) listener(notificationSchema.parse({ type, resource }));
  };
  const openCount = (uuid: string) => open.get(uuid)?.size ?? 0;
  return { service, push, opened, openCount };
}

function setup(options: { fail?: boolean; signedIn?: boolean } = {}) {
  const channel = fakeChannel(options);
  const account = createAccountStore();
  if (options.signedIn !== false) account.getState().setSession({ user: ada });
  const reloadSubscriptions = vi.fn(async () => undefined);
  const logout = vi.fn(async () => undefined);
  const redirect = vi.fn();
  const warn = vi.fn();
  const controller = createNotificationController({ service: channel.service, account, reloadSubscriptions, logout, redirect, logger: { debug: vi.fn(), info: vi.fn(), warn, error: vi.fn() } });
  const views: NotificationView[] = [];
  controller.onView((view) => views.push(view));
  return { ...channel, account, controller, reloadSubscriptions, logout, redirect, warn, views };
}

describe('NotificationController (000 §4 real-time notifications)', () => {
  it('opens the channel for the signed-in user’s uuid, and for the next user after a switch; closes it on logout', async () => {
    const view = setup({ signedIn: false });
    expect(view.opened).toEqual([]);
    view.account.getState().setSession({ user: ada });
    await flush();
    expect(view.opened).toEqual(['uuid-ada']);
    view.account.getState().setSession({ user: bob });
    await flush();
    expect([view.openCount('uuid-ada'), view.openCount('uuid-bob')]).toEqual([0, 1]);
    view.account.getState().setUser(null);
    await flush();
    expect(view.openCount('uuid-bob')).toBe(0);
  });

  it.each([
    ['card failed', NOTIFICATION_TYPE.CARD_FAILED, { message: 'Card declined' }, [{ kind: 'payment_failed', message: 'Card declined' }], 0],
    ['subscribe failed', NOTIFICATION_TYPE.SUBSCRIBE_FAILED, { message: 'Insufficient funds' }, [{ kind: 'payment_failed', message: 'Insufficient funds' }], 0],
    ['card success', NOTIFICATION_TYPE.CARD_SUCCESS, {}, [{ kind: 'payment_succeeded' }], 1],
    ['subscribe success', NOTIFICATION_TYPE.SUBSCRIBE_SUCCESS, {}, [{ kind: 'access_changed' }], 1],
    ['access revoked', NOTIFICATION_TYPE.ACCESS_REVOKED, {}, [{ kind: 'access_changed' }], 1],
    ['access granted', NOTIFICATION_TYPE.ACCESS_GRANTED, {}, [{ kind: 'access_changed' }], 0],
  ])('%s: shows %j, reloads the subscriptions %i time(s)', async (_, type, resource, views, reloads) => {
    const view = setup();
    await flush();
    view.push('uuid-ada', type, resource);
    expect(view.views).toEqual(views);
    expect(view.reloadSubscriptions).toHaveBeenCalledTimes(reloads);
    expect(view.redirect).not.toHaveBeenCalled();
  });

  it('sends the browser to the page of a required action', async () => {
    const view = setup();
    await flush();
    view.push('uuid-ada', NOTIFICATION_TYPE.CARD_REQUIRES_ACTION, { redirect_to_url: 'https://pay.example/challenge/9' });
    expect(view.redirect).toHaveBeenCalledWith('https://pay.example/challenge/9');
    expect(view.views).toEqual([]);
  });

  it('ends the session on a logout notification', async () => {
    const view = setup();
    await flush();
    view.push('uuid-ada', NOTIFICATION_TYPE.ACCOUNT_LOGOUT);
    expect(view.logout).toHaveBeenCalledTimes(1);
  });

  it('closes a channel that opens after its user left, and ignores what it still delivers', async () => {
    const view = setup();
    view.account.getState().setUser(null);
    await flush();
    expect(view.openCount('uuid-ada')).toBe(0);
    view.push('uuid-ada', NOTIFICATION_TYPE.CARD_FAILED, { message: 'late' });
    expect(view.views).toEqual([]);
  });

  it('logs a channel that cannot be opened (the site works without it)', async () => {
    const view = setup({ fail: true });
    await flush();
    expect(view.warn).toHaveBeenCalledWith('The real-time notifications could not be opened', expect.any(Error));
  });

  it('stops everything on dispose', async () => {
    const view = setup();
    await flush();
    view.controller.dispose();
    expect(view.openCount('uuid-ada')).toBe(0);
    view.account.getState().setSession({ user: bob });
    await flush();
    expect(view.opened).toEqual(['uuid-ada']);
  });
});
