import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(packageRoot, 'dist');
const packageJson = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };

/** Every file of dist/ with the given ending, as a path inside dist/. */
const filesOf = (ending: string, dir = dist): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(ending, join(dir, entry.name)) : entry.name.endsWith(ending) ? [join(dir, entry.name).slice(dist.length + 1)] : [],
  );

/** The packages a built file imports (`import … from 'x'`, `import 'x'`, `import('x')`), without relative imports. */
const packagesImported = (code: string): string[] =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"./][^'"]*)['"]/g)].map((match) => match[1]!);

/** The package a specifier names (`@tanstack/react-query/x` -> `@tanstack/react-query`). */
const packageName = (specifier: string): string => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('built package', () => {
  beforeAll(() => {
    if (!existsSync(join(dist, 'index.js'))) execFileSync('pnpm', ['run', 'build'], { cwd: packageRoot, stdio: 'ignore' });
  }, 180_000);

  it('keeps the layout of src/: one file per module, the public entry and its declarations', () => {
    expect(existsSync(join(dist, 'index.js'))).toBe(true);
    expect(existsSync(join(dist, 'index.d.ts'))).toBe(true);
    expect(existsSync(join(dist, 'screens/Home/Home.js'))).toBe(true);
  });

  it('imports only its dependencies and peers, never a test library (test helpers stay out of dist/)', () => {
    const allowed = new Set([...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.peerDependencies), '@ott/ui-react']);
    const imported = new Set(filesOf('.js').flatMap((file) => packagesImported(readFileSync(join(dist, file), 'utf8')).map(packageName)));
    expect([...imported].filter((name) => !allowed.has(name))).toEqual([]);
    expect(filesOf('.js').filter((file) => /(Fixtures|TestUtils|Stub)\.js$|(^|\/)(test|testing)\//.test(file))).toEqual([]);
  });

  it("ships the global stylesheet, and each component's own stylesheet that it imports", () => {
    const imported = new Set(filesOf('.js').flatMap((file) => [...readFileSync(join(dist, file), 'utf8').matchAll(/['"]@ott\/ui-react\/styles\/([\w-]+\.css)['"]/g)].map((match) => match[1]!)));
    expect(imported.size).toBeGreaterThan(10);
    for (const stylesheet of imported) expect(existsSync(join(dist, 'styles', stylesheet)), stylesheet).toBe(true);
    const global = readFileSync(join(dist, 'styles/index.css'), 'utf8');
    expect(global).toContain('.ott-card');
    expect(global, 'the player loads its styles with its chunk').not.toContain('.ott-player__');
  });
});
