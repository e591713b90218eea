import { describe, expect, it } from 'vitest';
import {
  CONFIG_SOURCE_STORAGE_KEY,
  configLocationOf,
  isAllowedConfigSource,
  isConfigId,
  isWellFormedConfigSource,
  resolveConfigLocation,
  resolveConfigSource,
  type ConfigSourceStorage,
} from './configSource';
import { ConfigLocationError } from './errors';
import type { Settings } from './settings';

const settings = (overrides: Partial<Settings> = {}): Settings => ({
  defaultConfigSource: 'defa0001',
  additionalAllowedConfigSources: ['extr0001', 'https://cdn.example/config.json'],
  UNSAFE_allowAnyConfigSource: false,
  ...overrides,
});

function memoryStorage(initial: Record<string, string> = {}): ConfigSourceStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const throwingStorage: ConfigSourceStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('config ids and locations', () => {
  it.each([
    ['abcd1234', true],
    ['12345678', true],
    ['ABCD1234', false],
    ['abcd123', false],
    ['abcd12345', false],
    ['abcd-123', false],
  ])('%s is a config id: %s', (source, expected) => {
    expect(isConfigId(source)).toBe(expected);
  });

  it.each([
    ['abcd1234', 'https://cdn.example', 'https://cdn.example/apps/configs/abcd1234.json'],
    ['abcd1234', 'https://cdn.example/', 'https://cdn.example/apps/configs/abcd1234.json'],
    ['abcd1234', undefined, '/apps/configs/abcd1234.json'],
    ['https://other.example/c.json', 'https://cdn.example', 'https://other.example/c.json'],
    ['/config.json', 'https://cdn.example', '/config.json'],
    ['ABCD1234', 'https://cdn.example', 'ABCD1234'],
  ])('%s on %s -> %s', (source, host, location) => {
    expect(configLocationOf(source, host)).toBe(location);
  });

  it.each([
    ['abcd1234', true],
    ['https://cdn.example/c.json', true],
    ['HTTP://cdn.example/c.json', true],
    ['/config.json', true],
    ['./config.json', true],
    ['configs/site.json', true],
    ['', false],
    ['has space', false],
    ['javascript:alert(1)', false],
    ['data:application/json,{}', false],
    ['file:///etc/passwd', false],
  ])('%j is well formed: %s', (source, expected) => {
    expect(isWellFormedConfigSource(source)).toBe(expected);
  });

  it.each([
    ['the default', 'defa0001', settings(), true],
    ['an extra source', 'https://cdn.example/config.json', settings(), true],
    ['another source', 'othe0001', settings(), false],
    ['another source when any is allowed', 'othe0001', settings({ UNSAFE_allowAnyConfigSource: true }), true],
    ['a bad scheme when any is allowed', 'javascript:x', settings({ UNSAFE_allowAnyConfigSource: true }), false],
  ])('%s is allowed: %s', (_name, source, given, expected) => {
    expect(isAllowedConfigSource(source, given)).toBe(expected);
  });
});

describe('resolveConfigSource', () => {
  it('uses a valid query value and saves it', () => {
    const storage = memoryStorage();
    expect(resolveConfigSource({ queryValue: 'extr0001', storage, settings: settings() })).toEqual({ source: 'extr0001', origin: 'query', warnings: [] });
    expect(storage.items.get(CONFIG_SOURCE_STORAGE_KEY)).toBe('"extr0001"');
    expect(CONFIG_SOURCE_STORAGE_KEY).toBe('jwapp.config');
  });

  it('prefers the query value over a stored one', () => {
    const storage = memoryStorage({ [CONFIG_SOURCE_STORAGE_KEY]: '"https://cdn.example/config.json"' });
    expect(resolveConfigSource({ queryValue: 'extr0001', storage, settings: settings() }).source).toBe('extr0001');
  });

  it('clears the stored value on an empty query value and returns to the default', () => {
    const storage = memoryStorage({ [CONFIG_SOURCE_STORAGE_KEY]: '"extr0001"' });
    expect(resolveConfigSource({ queryValue: '', storage, settings: settings() })).toEqual({ source: 'defa0001', origin: 'default', warnings: [] });
    expect(storage.items.has(CONFIG_SOURCE_STORAGE_KEY)).toBe(false);
  });

  it.each([['not allowed', 'othe0001'], ['malformed', 'javascript:alert(1)']])(
    'ignores a %s query value with a warning and falls back to storage',
    (_name, queryValue) => {
      const storage = memoryStorage({ [CONFIG_SOURCE_STORAGE_KEY]: '"extr0001"' });
      const result = resolveConfigSource({ queryValue, storage, settings: settings() });
      expect(result.source).toBe('extr0001');
      expect(result.origin).toBe('storage');
      expect(result.warnings).toEqual([expect.stringContaining(queryValue)]);
      expect(storage.items.get(CONFIG_SOURCE_STORAGE_KEY)).toBe('"extr0001"');
    },
  );

  it('uses the stored value when there is no query value', () => {
    const storage = memoryStorage({ [CONFIG_SOURCE_STORAGE_KEY]: '"extr0001"' });
    expect(resolveConfigSource({ queryValue: null, storage, settings: settings() }).origin).toBe('storage');
  });

  it('reads a stored value written without JSON quotes', () => {
    expect(resolveConfigSource({ queryValue: undefined, storage: memoryStorage({ [CONFIG_SOURCE_STORAGE_KEY]: 'extr0001' }), settings: settings() }).source).toBe('extr0001');
    const numeric = settings({ additionalAllowedConfigSources: ['12345678'] });
    expect(resolveConfigSource({ queryValue: undefined, storage: memoryStorage({ [CONFIG_SOURCE_STORAGE_KEY]: '12345678' }), settings: numeric }).source).toBe('12345678');
  });

  it('drops a stored value that is no longer allowed and uses the default', () => {
    const storage = memoryStorage({ [CONFIG_SOURCE_STORAGE_KEY]: '"gone0001"' });
    const result = resolveConfigSource({ queryValue: undefined, storage, settings: settings() });
    expect(result).toMatchObject({ source: 'defa0001', origin: 'default' });
    expect(result.warnings).toEqual([expect.stringContaining('gone0001')]);
    expect(storage.items.has(CONFIG_SOURCE_STORAGE_KEY)).toBe(false);
  });

  it('uses the default when nothing else is known, and nothing without a default', () => {
    expect(resolveConfigSource({ queryValue: undefined, storage: memoryStorage(), settings: settings() }).source).toBe('defa0001');
    expect(resolveConfigSource({ queryValue: undefined, storage: memoryStorage(), settings: settings({ defaultConfigSource: undefined }) })).toEqual({
      source: undefined,
      origin: undefined,
      warnings: [],
    });
  });

  it('ignores a malformed default source with a warning', () => {
    const result = resolveConfigSource({ queryValue: undefined, storage: memoryStorage(), settings: settings({ defaultConfigSource: 'data:x' }) });
    expect(result.source).toBeUndefined();
    expect(result.warnings).toHaveLength(1);
  });

  it('keeps working when storage refuses every call', () => {
    const valid = resolveConfigSource({ queryValue: 'extr0001', storage: throwingStorage, settings: settings() });
    expect(valid.source).toBe('extr0001');
    expect(valid.warnings).toEqual([expect.stringContaining('Could not save')]);
    const cleared = resolveConfigSource({ queryValue: '', storage: throwingStorage, settings: settings() });
    expect(cleared.source).toBe('defa0001');
    const absent = resolveConfigSource({ queryValue: undefined, storage: throwingStorage, settings: settings() });
    expect(absent).toMatchObject({ source: 'defa0001', warnings: [expect.stringContaining('Could not read')] });
  });
});

describe('resolveConfigLocation', () => {
  it('expands an id on the content host', () => {
    expect(resolveConfigLocation({ queryValue: undefined, storage: memoryStorage(), settings: settings(), contentHost: 'https://cdn.example' })).toEqual({
      ok: true,
      source: 'defa0001',
      location: 'https://cdn.example/apps/configs/defa0001.json',
      origin: 'default',
      warnings: [],
    });
  });

  it('fails with "No config location found" when no source is known', () => {
    const result = resolveConfigLocation({ queryValue: 'othe0001', storage: memoryStorage(), settings: settings({ defaultConfigSource: undefined }) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ConfigLocationError);
    expect(result.error.message).toBe('No config location found');
    expect(result.warnings).toHaveLength(1);
  });
});
