/**
 * The part of the Reflect metadata API that @peculiar/x509 needs. The library registers its classes
 * with tsyringe, which refuses to load unless `Reflect.getMetadata` exists (its README asks for the
 * reflect-metadata package, which this project does not install). tsyringe only reads and writes
 * constructor metadata, so a map per target is all it takes. Importing this module installs the
 * functions where they are missing; it must be imported before the library.
 */

type MetadataKey = unknown;
type Target = object;

/** target → property ('' for the target itself) → key → value */
const store = new WeakMap<Target, Map<string | symbol, Map<MetadataKey, unknown>>>();

/** An object or a function (a class): what metadata can be kept on. */
const isTarget = (value: unknown): value is Target =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

function ownMap(target: Target, property: string | symbol, create: boolean): Map<MetadataKey, unknown> | undefined {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let byKey = byProperty.get(property);
  if (!byKey && create) {
    byKey = new Map();
    byProperty.set(property, byKey);
  }
  return byKey;
}

function defineMetadata(key: MetadataKey, value: unknown, target: Target, property: string | symbol = ''): void {
  ownMap(target, property, true)?.set(key, value);
}

function getOwnMetadata(key: MetadataKey, target: Target, property: string | symbol = ''): unknown {
  return ownMap(target, property, false)?.get(key);
}

/** Looks up the key on the target, then along its prototype chain, as reflect-metadata does. */
function getMetadata(key: MetadataKey, target: Target, property: string | symbol = ''): unknown {
  for (let at: unknown = target; isTarget(at); at = Object.getPrototypeOf(at)) {
    const map = ownMap(at, property, false);
    if (map?.has(key)) return map.get(key);
  }
  return undefined;
}

/** The decorator form (`@Reflect.metadata(key, value)`), which TypeScript's emitted metadata calls. */
function metadata(key: MetadataKey, value: unknown) {
  return (target: Target, property?: string | symbol): void => defineMetadata(key, value, target, property);
}

const api = { defineMetadata, getOwnMetadata, getMetadata, metadata };

for (const [name, fn] of Object.entries(api)) {
  if (!(name in Reflect)) Object.defineProperty(Reflect, name, { value: fn, configurable: true, writable: true });
}

export { defineMetadata, getMetadata, getOwnMetadata };
