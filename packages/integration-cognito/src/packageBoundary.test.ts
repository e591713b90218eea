import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '@ott/test-support';
import { describe, expect, it } from 'vitest';
import { provideNodeGlobal } from './identity/nodeGlobal';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | string | undefined>;

const shippedSources = () => filesUnder(join(root, 'src')).filter((path) => !/\.test\.ts$/.test(path));

describe('package boundaries (ARCHITECTURE.md)', () => {
  it('ships under a license, depends on workspace packages with workspace:^, keeps the emulator a devDependency', () => {
    expect(manifest.license).toBe('Apache-2.0');
    const dependencies = manifest.dependencies as Record<string, string>;
    for (const [name, range] of Object.entries(dependencies)) if (name.startsWith('@ott/')) expect(range).toBe('workspace:^');
    expect((manifest.devDependencies as Record<string, string>)['cognito-local']).toBeDefined();
    expect(dependencies['cognito-local']).toBeUndefined();
  });

  it('imports no other integration, no sandbox, no emulator, and no deep path into another package', () => {
    const offending = shippedSources().filter((path) => /from '(@ott\/(integration-|provider-sandbox|server)|cognito-local|@ott\/[^']+\/src)/.test(readFileSync(path, 'utf8')));
    expect(offending).toEqual([]);
  });

  it('loads Amazon\'s library only with the services (registerServices is imported lazily by the module)', () => {
    const eager = ['index.ts', 'module.ts', 'config/name.ts', 'identity/nodeGlobal.ts', 'config/endpoints.ts', 'viewerToken/exchangeToken.ts', 'api/schemas.ts'].map((file) => readFileSync(join(root, 'src', file), 'utf8'));
    expect(eager.filter((source) => source.includes('amazon-cognito-identity-js') || /from '\.\/registerServices'/.test(source))).toEqual([]);
    expect(readFileSync(join(root, 'src', 'module.ts'), 'utf8')).toContain("await import('./registerServices')");
  });

  it('names `global` for the library before its chunk is imported (browsers have none)', () => {
    const scope: { global?: unknown } = {};
    provideNodeGlobal(scope);
    expect(scope.global).toBe(globalThis);
    const register = readFileSync(join(root, 'src', 'module.ts'), 'utf8');
    expect(register.indexOf('provideNodeGlobal();')).toBeGreaterThan(-1);
    expect(register.indexOf('provideNodeGlobal();')).toBeLessThan(register.indexOf("await import('./registerServices')"));
  });

  it('in the built entry, the library sits behind a dynamic import (when built)', () => {
    const entry = join(root, 'dist', 'index.js');
    if (!existsSync(entry)) return;
    expect(readFileSync(entry, 'utf8')).not.toMatch(/from ['"]amazon-cognito-identity-js['"]/);
  });
});
