import type { ServiceRegistry } from './registry';

/** Reads a service of the container by name (what a factory receives, to build on other services). */
export type ServiceResolver<Registry = ServiceRegistry> = <Name extends keyof Registry>(name: Name) => Registry[Name];

/**
 * The services of one running app by name, typed by `Registry`: each name holds a ready value or
 * a factory, which runs once, when the name is first resolved, and may resolve other names. A
 * name is registered once, so an integration cannot replace a core service.
 */
export interface ServiceContainer<Registry = ServiceRegistry> {
  /** Registers a ready value under `name`. */
  value<Name extends keyof Registry>(name: Name, value: Registry[Name]): void;
  /** Registers the factory of the service under `name`, called on its first resolve. */
  factory<Name extends keyof Registry>(name: Name, create: (resolve: ServiceResolver<Registry>) => Registry[Name]): void;
  /** The service under a name; throws when none is registered there. */
  resolve: ServiceResolver<Registry>;
  /** Whether a service is registered under `name` (built or not yet). */
  has(name: keyof Registry): boolean;
}

/** An empty container: the app's runtime makes one per app (composeApp), and tests make their own. */
export function createServiceContainer<Registry = ServiceRegistry>(): ServiceContainer<Registry> {
  type Name = keyof Registry;
  const values = new Map<Name, unknown>();
  const factories = new Map<Name, (resolve: ServiceResolver<Registry>) => unknown>();
  /** The names whose factories are running, outermost first: a name met twice is a cycle. */
  const building: Name[] = [];

  const claim = (name: Name) => {
    if (values.has(name) || factories.has(name)) throw new Error(`a service is registered as "${String(name)}" already`);
  };

  const resolve = <N extends Name>(name: N): Registry[N] => {
    if (values.has(name)) return values.get(name) as Registry[N];
    const create = factories.get(name);
    if (!create) throw new Error(`no service is registered as "${String(name)}"`);
    if (building.includes(name)) throw new Error(`services that need each other: ${[...building, name].map(String).join(' -> ')}`);
    building.push(name);
    try {
      const service = create(resolve);
      values.set(name, service);
      factories.delete(name);
      return service as Registry[N];
    } finally {
      building.pop();
    }
  };

  return {
    value(name, value) {
      claim(name);
      values.set(name, value);
    },
    factory(name, create) {
      claim(name);
      factories.set(name, create);
    },
    resolve,
    has: (name) => values.has(name) || factories.has(name),
  };
}
