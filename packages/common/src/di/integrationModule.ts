import { MultipleEntitlementTypesError, MultipleIntegrationsError } from '../config/errors';
import type { Config } from '../entities';
import { createAppError } from '../errors/catalogue';
import { accessModelFromContentProtection, isConfiguredId, type AccessModel } from '../rules/accessModel';
import type { ProviderCapabilities } from '../services/capabilities';
import type { IntegrationServices, ServiceCapability, ServiceRegistry } from './registry';
import type { ServiceContainer, ServiceResolver } from './serviceContainer';

/**
 * The contract of an account/payment integration package: it exports one module object that
 * describes its provider, so that the core knows no provider by name. The description is small
 * and read before anything is registered; `register` may load the services' code on demand.
 */
export interface IntegrationModule {
  /** The provider's key under the config's `integrations`, where its settings are. */
  readonly name: string;
  /** Whether the config turns this provider on (its identifying setting is filled in). */
  isEnabled(config: Config): boolean;
  /**
   * The entitlement type the config's settings for this provider turn on (spec 000 §5: one at
   * most), or null. Read even when the provider is not enabled: a leftover setting still counts.
   */
  entitlementType(config: Config): string | null;
  /** The provider's row of the feature-flag table (spec 000 §6). */
  readonly capabilities: Readonly<ProviderCapabilities>;
  /** The site's access model with this provider (spec 000 §4 "Access-model selection"). */
  accessModel(config: Config): AccessModel;
  /** The provider prefix of its offers in an item's `productIds` ("provider:offerId"); offers of others are ignored. */
  readonly offerProvider?: string;
  /** The offers the config sells on the site itself (e.g. its monthly and yearly subscription), shown on choose-offer. */
  siteOfferIds?(config: Config): string[];
  /**
   * The content host's access bridge (001 §7.3) accepts this provider's account credential: on a
   * non-free site, signed-in viewers get access tokens (generated on login or start) and play
   * protected items with a passport.
   */
  readonly accessBridge?: boolean;
  /**
   * Whether customers manage their subscription in the provider's customer portal (spec 000 §6:
   * the user menu's "manage subscription" then replaces the payments page). Absent: never.
   */
  customerPortal?(config: Config): boolean;
  /** Register sources of the provider's own sign-up; any other source is external (spec 000 §6). */
  readonly ownRegisterSources?: readonly string[];
  /**
   * Registers the provider's services under their capability names (see IntegrationServices) in
   * the app's container, where the core services (config, storage, logger, fetch, capabilities,
   * siteStore) already are, usually with registerServices.
   */
  register(container: ServiceContainer, config: Config): void | Promise<void>;
}

const isSetting = (value: unknown): boolean => (typeof value === 'string' || typeof value === 'number') && isConfiguredId(value);

/**
 * The keys under `integrations` that carry a filled-in setting (an id, a URL, an offer), whatever
 * module describes them: a config that fills in two providers is wrong on any site.
 */
export function configuredIntegrations(config: Pick<Config, 'integrations'>): string[] {
  return Object.entries(config.integrations as Record<string, unknown>)
    .filter(([, settings]) => typeof settings === 'object' && settings !== null && Object.values(settings).some(isSetting))
    .map(([name]) => name);
}

/**
 * Configured providers that no module of this app describes: the app cannot tell whether they
 * turn a provider on, so it refuses to start rather than run a paid site as a free one.
 */
function unknownIntegrations(config: Config, modules: readonly IntegrationModule[]): string[] {
  const known = new Set(modules.map((module) => module.name));
  return configuredIntegrations(config).filter((name) => !known.has(name));
}

/**
 * The one integration the config enables among the app's modules, or null for a site without
 * accounts. Raises the startup errors of spec 000 §5 for more than one integration or entitlement
 * type, and "Not supported" for settings of a provider this app has no module for.
 */
export function selectIntegration(config: Config, modules: readonly IntegrationModule[]): IntegrationModule | null {
  const unknown = unknownIntegrations(config, modules);
  const enabled = modules.filter((module) => module.isEnabled(config));
  if (enabled.length + unknown.length > 1) throw new MultipleIntegrationsError([...enabled.map((module) => module.name), ...unknown]);
  if (unknown.length > 0) {
    throw createAppError('not_supported', { details: { integration: unknown[0], reason: 'this app has no module for the integration' } });
  }
  const entitlementTypes = modules.map((module) => module.entitlementType(config)).filter((type): type is string => type !== null);
  if (entitlementTypes.length > 1) throw new MultipleEntitlementTypesError(entitlementTypes);
  return enabled[0] ?? null;
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/**
 * Registers one service under several capability names: `create` builds it on the first resolve of
 * any of them, from the container's other services, and every name then gives that one instance,
 * for a provider whose capabilities share state (one session serves sign-in, profile and lists).
 */
export function registerServices<Capability extends ServiceCapability>(
  container: ServiceContainer,
  capabilities: readonly Capability[],
  create: (resolve: ServiceResolver) => UnionToIntersection<IntegrationServices[Capability]>,
): void {
  let instance: UnionToIntersection<IntegrationServices[Capability]> | undefined;
  const shared = (resolve: ServiceResolver) => (instance ??= create(resolve));
  for (const capability of capabilities) container.factory(capability, shared as (resolve: ServiceResolver) => ServiceRegistry[Capability]);
}

/** Services a capability flag stands for: a module's table and its registered services must agree. */
const FLAGGED_SERVICES: ReadonlyArray<[ServiceCapability, ReadonlyArray<keyof ProviderCapabilities>]> = [
  ['accountData', ['canExportAccountData', 'canDeleteAccount']],
  ['passwordChange', ['canChangePasswordWithOldPassword']],
  ['notifications', ['hasNotifications']],
];

/**
 * What is wrong with a registration: no sign-in service, or a flag of the table that says a
 * service is there when it is not (or the other way round). Empty when the module is consistent.
 */
export function registrationProblems(capabilities: ProviderCapabilities, registered: ReadonlySet<ServiceCapability>): string[] {
  const problems = registered.has('auth') ? [] : ['no auth service is registered'];
  for (const [service, flags] of FLAGGED_SERVICES) {
    for (const flag of flags) {
      if (capabilities[flag] !== registered.has(service)) {
        problems.push(`${flag} is ${String(capabilities[flag])} but the ${service} service is ${registered.has(service) ? '' : 'not '}registered`);
      }
    }
  }
  return problems;
}

/** The access model a site starts with: its integration's rule, else the config's content protection (spec 000 §4). */
export const initialAccessModel = (config: Config, integration: IntegrationModule | null): AccessModel =>
  integration ? integration.accessModel(config) : accessModelFromContentProtection(config.contentProtection?.accessModel);
