import { StorageService, createMemoryStorage, type CustomerConsent, type Notification } from '@ott/common';
import { listenSandbox, movableClock, type ListeningSandbox } from '@ott/provider-sandbox';
import { useStarted } from '@ott/test-support';
import { WebSocket } from 'undici';
import { expect, vi } from 'vitest';
import { resolveJwpHost } from '../../src/config/hosts';
import { JWP_CAPABILITIES } from '../../src/module';
import { JwpAccountService } from '../../src/services/JwpAccountService';
import { JwpCheckoutService } from '../../src/services/JwpCheckoutService';
import { JwpEntitlementService } from '../../src/services/JwpEntitlementService';
import { JwpNotificationService, type SocketLike } from '../../src/services/JwpNotificationService';
import { JwpSubscriptionService } from '../../src/services/JwpSubscriptionService';
import { spyLogger, testConfig } from '../support/fakeJwp';

/** The sandbox's seeded ids (apps/provider-sandbox/seed/inplayer.json, its README's video-platform section). */
export const SANDBOX = {
  clientId: '5e1a0c4b-7d2f-4a86-9b3e-c1d0f2a7b8e9',
  assetId: '118441',
  monthlyFee: '30101',
  yearlyFee: '30102',
  passAsset: '4821',
  passFee: '30201',
  /** 20 % off any access fee. */
  voucher: 'BRIGHT20',
  /** 50 % off the yearly fee only. */
  yearlyVoucher: 'YEARLY50',
} as const;
export const PASSWORD = 'secret123';
export const START = Date.parse('2030-01-15T10:00:00Z');
/** The path prefix the sandbox serves this platform under (the development override's base). */
export const PREFIX = '/inplayer';


/** Replies of the sandbox's own routes are read loosely: each test asserts what it needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export type ContractSandbox = ListeningSandbox;

/** `apps/provider-sandbox` in this process on 127.0.0.1 (any free port), state in memory, for one test file. */
export const useSandbox = (): ContractSandbox => useStarted(() => listenSandbox({ clock: movableClock(START) }));

let emails = 0;
/** A fresh address per call: the sandbox's state lives as long as the test file. */
export const newEmail = (name = 'viewer'): string => `${name}.${++emails}.${Date.now()}@example.org`;

/** The client's services as the module registers them, pointed at the sandbox through the development override. */
export function createClient(sandbox: ContractSandbox) {
  const baseUrl = resolveJwpHost(testConfig({ clientId: SANDBOX.clientId, assetId: SANDBOX.assetId }), `${sandbox.baseUrl}${PREFIX}`);
  const backend = createMemoryStorage();
  const logger = spyLogger();
  const account = new JwpAccountService({
    baseUrl,
    clientId: SANDBOX.clientId,
    storage: new StorageService(backend),
    logger,
    capabilities: JWP_CAPABILITIES,
    clock: () => sandbox.clock.now(),
    refreshChannel: null,
  });
  const session = account.session;
  const sockets: WebSocket[] = [];
  return {
    sockets,
    baseUrl,
    logger,
    account,
    checkout: new JwpCheckoutService({ api: account.api, session, assetId: SANDBOX.assetId }),
    entitlement: new JwpEntitlementService({ api: account.api, session, assetId: SANDBOX.assetId }),
    subscriptions: new JwpSubscriptionService({ api: account.api, session, assetId: SANDBOX.assetId, capabilities: JWP_CAPABILITIES }),
    notifications: new JwpNotificationService({ baseUrl, session, logger, socket: (url) => {
        const socket = new WebSocket(url);
        sockets.push(socket);
        return socket as unknown as SocketLike;
      },
    }),
    storedAuth: (): Json => JSON.parse(backend.getItem('jwapp.auth') ?? 'null'),
  };
}
export type ContractClient = ReturnType<typeof createClient>;

/** The terms accepted, as the sign-up form gives them. */
export const terms = (): CustomerConsent => ({ name: 'terms', version: '1', state: 'accepted', value: true });

/** Signs up a new customer through the client (terms accepted) and returns the client and the address. */
export async function signedUp(sandbox: ContractSandbox, extra: CustomerConsent[] = []) {
  const client = createClient(sandbox);
  const email = newEmail();
  const { user } = await client.account.register({ email, password: PASSWORD, referrer: 'http://localhost/', consents: [terms(), ...extra] });
  return { client, email, user };
}

/** Listens to the account's notifications; `next(type)` waits (at most 5 s) for one of that type. */
export async function listen(client: ContractClient, uuid: string) {
  const received: Notification[] = [];
  const waiters: Array<{ type: string; resolve: (notification: Notification) => void }> = [];
  const stop = await client.notifications.subscribeToNotifications(uuid, (notification) => {
    received.push(notification);
    for (const waiter of waiters.filter(({ type }) => type === notification.type)) waiter.resolve(notification);
  });
  // Payments notify only the sockets open at that moment.
  await vi.waitFor(() => expect(client.sockets.at(-1)?.readyState).toBe(WebSocket.OPEN), { timeout: 5_000 });
  const next = (type: string): Promise<Notification> =>
    new Promise((resolve, reject) => {
      const seen = received.find((notification) => notification.type === type);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`no ${type} notification within 5 s (got ${received.map((n) => n.type).join(', ') || 'none'})`)), 5_000);
      waiters.push({ type, resolve: (notification) => (clearTimeout(timer), resolve(notification)) });
    });
  return { received, next, stop };
}
