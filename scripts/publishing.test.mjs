// Publishing rules of the workspace (node --test scripts/publishing.test.mjs): one licence, declared
// by every package; published packages depend on each other by caret ranges, so a consumer can take
// a patch of one without a lockstep release; building an integration builds only what it ships.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const manifests = ['package.json', ...['apps', 'packages'].flatMap((folder) => readdirSync(join(root, folder)).map((name) => `${folder}/${name}/package.json`))]
  .filter((path) => {
    try {
      readFileSync(join(root, path));
      return true;
    } catch {
      return false;
    }
  })
  .map((path) => ({ path, manifest: readJson(path) }));

describe('licence', () => {
  it('LICENSE is the Apache License 2.0', () => {
    const text = readFileSync(join(root, 'LICENSE'), 'utf8');
    assert.match(text, /Apache License\s+Version 2\.0, January 2004/);
    assert.match(text, /END OF TERMS AND CONDITIONS/);
  });

  for (const { path, manifest } of manifests) {
    it(`${path} declares it`, () => assert.equal(manifest.license, 'Apache-2.0'));
  }
});

describe('workspace ranges of published packages', () => {
  for (const { path, manifest } of manifests.filter(({ manifest }) => !manifest.private)) {
    it(`${manifest.name} never pins a workspace package exactly`, () => {
      const fields = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'];
      const exact = fields.flatMap((field) => Object.entries(manifest[field] ?? {}).filter(([, range]) => /^workspace:(\*|=|\d)/.test(String(range))).map(([name, range]) => `${field}.${name}: ${range}`));
      assert.deepEqual(exact, [], `${path}: use workspace:^`);
    });
  }
});

/** The tasks turbo would run (a dry run: nothing is built). */
function plannedTasks(task, filter) {
  const out = execFileSync('pnpm', ['exec', 'turbo', 'run', task, '--filter', filter, '--dry=json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.slice(out.indexOf('{'))).tasks.map((t) => t.taskId);
}

describe('building an integration builds only what it ships', () => {
  it('@ott/integration-custom: its build needs @ott/common only; its tests also build the account server', () => {
    assert.deepEqual(plannedTasks('build', '@ott/integration-custom').sort(), ['@ott/common#build', '@ott/integration-custom#build']);
    assert.ok(plannedTasks('test', '@ott/integration-custom').includes('@ott/server#build'));
  });

  it('@ott/integration-cleeng: its build needs @ott/common only; its tests also build the provider stand-in', () => {
    assert.deepEqual(plannedTasks('build', '@ott/integration-cleeng').sort(), ['@ott/common#build', '@ott/integration-cleeng#build']);
    assert.ok(plannedTasks('test', '@ott/integration-cleeng').includes('@ott/provider-sandbox#build'));
  });
});
