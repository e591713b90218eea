// The part of the reflect-metadata API that decorators and tsyringe use (`Reflect.defineMetadata`,
// `getMetadata`, `getOwnMetadata`, `hasMetadata`, `hasOwnMetadata`, the `Reflect.metadata`
// decorator factory) in well under 1 KB, for the sites' production builds: `configs/vite/site.ts` puts it in
// place of the `reflect-metadata` package (about 5.5 KB gzipped of the first load). tsyringe, the
// DI container of @ott/common, needs only these: it stores its `@inject` tokens with
// `defineMetadata` and reads them with `getOwnMetadata` and `getMetadata`. Left out: `Reflect.decorate`
// (tslib falls back to its own, identical loop without it) and the key listing and deleting
// functions, which nothing in the sites calls. Functions already on `Reflect`
// (the real package loaded first) are kept.

/** target -> property key (undefined for the target itself) -> metadata key -> value */
const registry = new WeakMap();

function assertTarget(target) {
  if (target === null || (typeof target !== 'object' && typeof target !== 'function')) throw new TypeError('Reflect metadata: the target must be an object');
}

function ownTable(target, propertyKey, create = false) {
  assertTarget(target);
  let byProperty = registry.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    registry.set(target, byProperty);
  }
  let table = byProperty.get(propertyKey);
  if (!table && create) {
    table = new Map();
    byProperty.set(propertyKey, table);
  }
  return table;
}

/** The target and its prototypes, nearest first. */
function* prototypeChain(target) {
  assertTarget(target);
  for (let current = target; current !== null && current !== undefined; current = Object.getPrototypeOf(current)) yield current;
}

export const reflectMetadata = {
  defineMetadata(metadataKey, metadataValue, target, propertyKey) {
    ownTable(target, propertyKey, true).set(metadataKey, metadataValue);
  },
  hasOwnMetadata(metadataKey, target, propertyKey) {
    return ownTable(target, propertyKey)?.has(metadataKey) ?? false;
  },
  getOwnMetadata(metadataKey, target, propertyKey) {
    return ownTable(target, propertyKey)?.get(metadataKey);
  },
  hasMetadata(metadataKey, target, propertyKey) {
    for (const current of prototypeChain(target)) if (reflectMetadata.hasOwnMetadata(metadataKey, current, propertyKey)) return true;
    return false;
  },
  getMetadata(metadataKey, target, propertyKey) {
    for (const current of prototypeChain(target)) {
      const table = ownTable(current, propertyKey);
      if (table?.has(metadataKey)) return table.get(metadataKey);
    }
    return undefined;
  },
  metadata(metadataKey, metadataValue) {
    return (target, propertyKey) => reflectMetadata.defineMetadata(metadataKey, metadataValue, target, propertyKey);
  },
};

for (const [name, implementation] of Object.entries(reflectMetadata)) {
  if (typeof Reflect[name] !== 'function') Object.defineProperty(Reflect, name, { value: implementation, writable: true, configurable: true });
}
