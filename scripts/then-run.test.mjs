import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const script = new URL('./then-run.mjs', import.meta.url).pathname;
const append = (text) => `node -e "require('fs').appendFileSync('log', '${text}')"`;

function inPackage(run) {
  const dir = mkdtempSync(join(tmpdir(), 'then-run-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'probe', scripts: { test: append('test;'), lint: append('lint;'), fail: 'node -e "process.exit(3)"' } }));
  try {
    return run(dir, (...args) => spawnSync(process.execPath, [script, ...args], { cwd: dir, encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const log = (dir) => readFileSync(join(dir, 'log'), 'utf8');

test('runs the named scripts in order after the build', () =>
  inPackage((dir, thenRun) => {
    assert.equal(thenRun('test', 'lint').status, 0);
    assert.equal(log(dir), 'test;lint;');
  }));

test('does nothing without names (turbo runs the build alone)', () =>
  inPackage((_dir, thenRun) => assert.equal(thenRun().status, 0)));

test('refuses a name that is not a script, before running anything', () =>
  inPackage((_dir, thenRun) => {
    const result = thenRun('test', 'src/index.ts');
    assert.equal(result.status, 2);
    assert.match(result.stderr, /Not a script of this package: src\/index.ts/);
  }));

test('stops at the first script that fails, with its status', () =>
  inPackage((dir, thenRun) => {
    assert.equal(thenRun('fail', 'test').status, 3);
    assert.throws(() => log(dir));
  }));
