import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(packageRoot, 'dist');

/** The module specifiers a built file imports statically (`import … from`, `export … from`, bare `import '…'`), not `import()`. */
const staticImports = (code: string): string[] => [...code.matchAll(/(?:^|[;\n])\s*(?:import|export)\s*(?:[^'"()]*?\s*from\s*)?['"]([^'"]+)['"]/g)].map((match) => match[1]!);

/** An entry file and every chunk of the package it imports statically. */
function filesOf(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    const code = readFileSync(join(dist, file), 'utf8');
    files.set(file, code);
    for (const specifier of staticImports(code)) if (specifier.startsWith('./')) queue.push(specifier.slice(2));
  }
  return files;
}

/** The names a built entry exports, read by a plain Node process (no DOM) through the exports map. */
function exportsOf(specifier: string): string[] {
  const script = `const module = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(module).sort()));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: packageRoot, encoding: 'utf8' })) as string[];
}

/** What front ends and tests import from the built package: the engine entry, and the fakes apart from it. */
describe('built package', () => {
  beforeAll(() => {
    if (!existsSync(join(dist, 'index.js')) || !existsSync(join(dist, 'testing.js'))) {
      execFileSync('pnpm', ['run', 'build'], { cwd: packageRoot, stdio: 'ignore' });
    }
  }, 120_000);

  it('exports the engine’s documented API, importable in plain Node (no DOM at import time)', () => {
    expect(exportsOf('@ott/player')).toEqual([
      'AD_FREE_TAG',
      'contentDuration',
      'contentSnapshot',
      'createDefaultAdapter',
      'createPlayerSession',
      'createSsaiBreakState',
      'createVastAdBreaks',
      'defaultAdapterFactory',
      'errorOfPlayback',
      'noAdBreaks',
      'playbackKey',
      'playbackPlan',
      'playerErrorKind',
      'ssaiBreakAt',
      'ssaiBreaks',
      'toContentTime',
      'toStreamTime',
    ]);
  });

  it('exports the test fakes from @ott/player/testing', () => {
    expect(exportsOf('@ott/player/testing')).toEqual(['FakeAdBreakPlayer', 'FakePlayerAdapter', 'FakeVideo', 'createFakeAdapterFactory']);
  });

  it('imports hls.js only when a stream starts (a dynamic import), never with the engine', () => {
    const engine = filesOf('index.js');
    const imported = [...engine.values()].flatMap(staticImports);
    expect(imported).not.toContain('hls.js');
    expect([...engine.values()].some((code) => code.includes("import('hls.js')"))).toBe(true);
  });

  it('imports the VAST and VMAP libraries only when a break plays (dynamic imports), never with the engine', () => {
    const engine = filesOf('index.js');
    const imported = [...engine.values()].flatMap(staticImports);
    expect(imported.filter((specifier) => specifier.startsWith('@dailymotion/'))).toEqual([]);
    expect([...engine.values()].some((code) => code.includes("import('@dailymotion/vast-client')"))).toBe(true);
  });

  it('keeps the fakes and React out of the engine entry', () => {
    const engine = filesOf('index.js');
    expect([...engine.values()].some((code) => code.includes('FakePlayerAdapter'))).toBe(false);
    const imported = [...engine.values()].flatMap(staticImports);
    expect(imported.filter((specifier) => /^(react|react-dom|preact)(\/|$)/.test(specifier))).toEqual([]);
    expect(new Set(imported.filter((specifier) => !specifier.startsWith('./')))).toEqual(new Set(['@ott/common']));
  });

  it('ships type declarations for both entries', () => {
    expect(existsSync(join(dist, 'index.d.ts'))).toBe(true);
    expect(existsSync(join(dist, 'testing.d.ts'))).toBe(true);
  });
});
