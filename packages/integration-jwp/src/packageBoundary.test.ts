import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SANDBOX = '@ott/provider-sandbox';

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** ARCHITECTURE.md: nothing but tests and dev scripts reaches apps/provider-sandbox. */
describe('the product never depends on the provider sandbox', () => {
  it('is a devDependency only (for the contract tests)', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    expect(manifest.devDependencies?.[SANDBOX]).toMatch(/^workspace:/);
    expect(manifest.dependencies?.[SANDBOX]).toBeUndefined();
    expect(manifest.peerDependencies?.[SANDBOX]).toBeUndefined();
  });

  it('no source file outside the tests imports it, nor does the built dist (when built)', () => {
    const shipped = [...filesUnder(join(root, 'src')).filter((path) => !/\.test\.ts$/.test(path)), ...filesUnder(join(root, 'dist'))];
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.filter((path) => readFileSync(path, 'utf8').includes(SANDBOX))).toEqual([]);
  });
});
