#!/usr/bin/env node
// Lets a package build, test, typecheck or lint on its own (`pnpm --filter @ott/web build`) on a
// fresh clone: the workspace packages it depends on are imported through their built `dist/`, so
// any of them not built yet is built first (with its own dependencies, in order). Under turbo the
// dependencies are already built (`^build`) and this is a quick no-op. Run from a package folder.
// `--runtime` looks at dependencies and peerDependencies only: a build never needs a devDependency
// (the integrations' contract tests start the account server or the provider stand-in, their builds don't).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const runtimeOnly = process.argv.includes('--runtime');
const declared = { ...manifest.dependencies, ...(runtimeOnly ? {} : manifest.devDependencies), ...manifest.peerDependencies };
const workspaceDeps = Object.entries(declared)
  .filter(([, range]) => String(range).startsWith('workspace:'))
  .map(([name]) => name);

/** The file a package's public entry points at (its exports map's "." import, else main). */
function entryOf(name) {
  const folder = join('node_modules', ...name.split('/'));
  const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const dot = pkg.exports?.['.'];
  const entry = (typeof dot === 'string' ? dot : (dot?.import ?? dot?.default)) ?? pkg.main ?? 'index.js';
  return join(folder, entry);
}

const missing = workspaceDeps.filter((name) => !existsSync(entryOf(name)));
if (missing.length > 0) {
  console.log(`Building workspace dependencies first: ${missing.join(', ')}`);
  const filters = missing.flatMap((name) => ['--filter', `${name}...`]);
  execFileSync('pnpm', [...filters, 'run', 'build'], { cwd: root, stdio: 'inherit' });
}
