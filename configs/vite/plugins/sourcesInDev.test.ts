// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { defaultClientConditions, type ConfigEnv, type UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { isDevServer, SOURCE_CONDITION, sourcesInDev } from './sourcesInDev.ts';

const env = (command: ConfigEnv['command'], mode: string, isPreview = false): ConfigEnv => ({ command, mode, isPreview });

describe('sourcesInDev', () => {
  it('applies to the dev server only: not to builds, previews or vitest runs', () => {
    expect(isDevServer(env('serve', 'development'))).toBe(true);
    expect(isDevServer(env('build', 'production'))).toBe(false);
    expect(isDevServer(env('serve', 'production', true))).toBe(false);
    expect(isDevServer(env('serve', 'test'))).toBe(false);
  });

  it("puts the source condition before Vite's own conditions, and scans the app's index.html alone", () => {
    const config = (sourcesInDev().config as () => UserConfig)();
    expect(config.resolve?.conditions).toEqual([SOURCE_CONDITION, ...defaultClientConditions]);
    expect(config.optimizeDeps?.entries).toEqual(['index.html']);
  });

  const packagesDir = new URL('../../../packages/', import.meta.url);
  const exportsOf = (name: string) => (JSON.parse(readFileSync(new URL(`${name}/package.json`, packagesDir), 'utf8')) as { exports: Record<string, unknown> }).exports;
  // A package built into dist/ names its source for the dev server; a source-only one (test-support) is its source.
  const workspacePackages = readdirSync(packagesDir).filter((name) => existsSync(new URL(`${name}/src/index.ts`, packagesDir)) && typeof exportsOf(name)['.'] !== 'string');

  it('covers every workspace package', () => expect(workspacePackages).toEqual(expect.arrayContaining(['common', 'player', 'ui-react', 'integration-custom'])));

  it.each(workspacePackages)('packages/%s names its source under the condition, after types and before import', (name) => {
    const entry = exportsOf(name)['.'] as Record<string, string>;
    expect(Object.keys(entry)).toEqual(['types', SOURCE_CONDITION, 'import']);
    expect(entry[SOURCE_CONDITION]).toBe('./src/index.ts');
  });
});
