import { StorageService, createMemoryStorage, type CustomerConsent } from '@ott/common';
import { listenSandbox, movableClock, type ListeningSandbox, type SandboxOptions } from '@ott/provider-sandbox';
import { useStarted } from '@ott/test-support';
import { CleengCommerceApi } from '../../src/api/CleengCommerceApi';
import { resolveCleengHosts } from '../../src/config/hosts';
import { CLEENG_CAPABILITIES } from '../../src/module';
import { CleengAccountService } from '../../src/services/CleengAccountService';
import { CleengCheckoutService } from '../../src/services/CleengCheckoutService';
import { CleengEntitlementService } from '../../src/services/CleengEntitlementService';
import { CleengSubscriptionService } from '../../src/services/CleengSubscriptionService';
import { spyLogger, testConfig } from '../support/testService';

/** The sandbox's publisher (apps/provider-sandbox/seed/publisher.json) and its offers. */
export const SANDBOX_PUBLISHER_ID = '900000001';
export const MONTHLY = 'S970187168_NL';
export const YEARLY = 'S345569153_NL';
export const PASS = 'P473391042_NL';
export const PASSWORD = 'secret123';
/** The sandbox's clock stands still here until a test moves it (the client reads the same clock). */
export const START = Date.parse('2030-01-15T10:00:00Z');


/** Replies of the sandbox's own routes are read loosely: each test asserts what it needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export type ContractSandbox = ListeningSandbox;

/**
 * `apps/provider-sandbox` in this process on 127.0.0.1 (any free port), state in memory, for one
 * test file (`captcha`: the publisher's captcha settings).
 */
export const useSandbox = (options: Pick<SandboxOptions, 'captcha'> = {}): ContractSandbox =>
  useStarted(() => listenSandbox({ clock: movableClock(START), ...options }));

let emails = 0;
/** A fresh address per call: the sandbox's state lives as long as the test file. */
export const newEmail = (name = 'viewer'): string => `${name}.${++emails}.${Date.now()}@example.org`;

/**
 * The client's services as the module registers them, pointed at the sandbox through the
 * documented host override (one base URL), on the sandbox's clock.
 */
export function createClient(sandbox: ContractSandbox, options: { customerIP?: string; clockLagMs?: number } = {}) {
  const hosts = resolveCleengHosts(testConfig({ id: SANDBOX_PUBLISHER_ID, monthlyOffer: MONTHLY }), sandbox.baseUrl);
  const backend = createMemoryStorage();
  const logger = spyLogger();
  const customerIP = () => options.customerIP ?? '';
  const account = new CleengAccountService({
    hosts,
    publisherId: SANDBOX_PUBLISHER_ID,
    storage: new StorageService(backend),
    logger,
    capabilities: CLEENG_CAPABILITIES,
    clock: () => sandbox.clock.now() - (options.clockLagMs ?? 0),
    refreshChannel: null,
    customerIP,
  });
  const commerce = new CleengCommerceApi(account.api.mediaStoreClient);
  return {
    hosts,
    logger,
    account,
    commerce,
    checkout: new CleengCheckoutService({ api: commerce, session: account.session, customerIP }),
    entitlement: new CleengEntitlementService({ api: account.api, session: account.session }),
    subscriptions: new CleengSubscriptionService({ api: commerce, session: account.session }),
    storedAuth: (): Json => JSON.parse(backend.getItem('jwapp.auth') ?? 'null'),
  };
}

export type ContractClient = ReturnType<typeof createClient>;

/** The terms consent accepted (the publisher's required one). */
export const acceptedTerms = (consents: readonly CustomerConsent[]): CustomerConsent[] =>
  consents.filter((consent) => consent.name === 'terms').map((consent) => ({ ...consent, state: 'accepted' }));

/** Signs up a new customer through the client and returns the client and the address. */
export async function signedUp(sandbox: ContractSandbox, options: { customerIP?: string; clockLagMs?: number; email?: string; captchaValue?: string } = {}) {
  const client = createClient(sandbox, options);
  const email = options.email ?? newEmail();
  const { user } = await client.account.register({ email, password: PASSWORD, referrer: '/', consents: [], ...(options.captchaValue && { captchaValue: options.captchaValue }) });
  return { client, email, user };
}
