import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Other teams import the built package from plain Node. This runs a real Node process against
 * dist/ through the package's exports map (self-reference by name), not the TypeScript sources.
 */
describe('built package', () => {
  beforeAll(() => {
    if (!existsSync(resolve(packageRoot, 'dist/index.js'))) {
      execFileSync('pnpm', ['run', 'build'], { cwd: packageRoot, stdio: 'ignore' });
    }
  }, 120_000);

  it('is importable from a plain Node ESM script by its package name', () => {
    const script = `
      const common = await import('@ott/common');
      const err = new common.AppError('boom', { code: 'x' });
      console.log(JSON.stringify({ exports: Object.keys(common).length, code: err.code }));
    `;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: packageRoot, encoding: 'utf8' });
    const parsed = JSON.parse(out.trim()) as { exports: number; code: string };
    expect(parsed.code).toBe('x');
    expect(parsed.exports).toBeGreaterThan(0);
  });

  it('ships type declarations next to the module', () => {
    expect(existsSync(resolve(packageRoot, 'dist/index.d.ts'))).toBe(true);
  });
});
