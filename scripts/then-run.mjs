#!/usr/bin/env node
// Runs the package scripts named as arguments, in order, after a build: pnpm appends what follows
// the script name to its command, so `pnpm --filter @ott/player build test` builds, then tests,
// instead of handing "test" to the bundler. Run from a package folder; no arguments: nothing to do.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in scripts));
if (unknown.length > 0) {
  console.error(`Not a script of this package: ${unknown.join(', ')} (scripts: ${Object.keys(scripts).join(', ')})`);
  process.exit(2);
}
for (const name of requested) {
  const { status } = spawnSync('pnpm', ['run', name], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
