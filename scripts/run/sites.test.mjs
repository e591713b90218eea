import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { SITE_VARIANTS, SITES, startBuildDir } from './sites.mjs';

test('every site and variant that npm start runs builds into a folder of its own, never dist/', () => {
  const folders = [...Object.values(SITES), ...Object.values(SITE_VARIANTS)].map((site) => join(site.dir, startBuildDir(site)));
  assert.equal(new Set(folders).size, folders.length);
  for (const folder of folders) assert.doesNotMatch(folder, /[\\/]dist$/);
  assert.notEqual(join(SITES.web.dir, startBuildDir(SITES.web)), join(SITE_VARIANTS.authvod.dir, startBuildDir(SITE_VARIANTS.authvod)));
});

test('each runs on a port of its own', () => {
  const ports = [...Object.values(SITES), ...Object.values(SITE_VARIANTS)].map((site) => site.port);
  assert.equal(new Set(ports).size, ports.length);
});
