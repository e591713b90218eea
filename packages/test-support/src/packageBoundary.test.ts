import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dependencyRanges, shippedFiles, shippedFilesNaming } from './packageBoundary';

const roots: string[] = [];
function fixturePackage(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundary-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('package boundary checks', () => {
  it('ship sources but the tests, and dist', () => {
    const root = fixturePackage({ 'package.json': '{}', 'src/a.ts': '', 'src/a.test.ts': '', 'src/deep/b.tsx': '', 'dist/index.js': '', 'test/c.ts': '' });
    expect(shippedFiles(root).map((path) => path.slice(root.length + 1)).sort()).toEqual(['dist/index.js', 'src/a.ts', 'src/deep/b.tsx']);
  });

  it('find the shipped files naming a package, not the tests', () => {
    const root = fixturePackage({ 'package.json': '{}', 'src/a.ts': "import '@ott/provider-sandbox';", 'src/a.test.ts': "import '@ott/provider-sandbox';", 'src/b.ts': '' });
    expect(shippedFilesNaming(root, '@ott/provider-sandbox').map((path) => path.slice(root.length + 1))).toEqual(['src/a.ts']);
  });

  it('read where the manifest lists a dependency', () => {
    const root = fixturePackage({ 'package.json': JSON.stringify({ dependencies: { zod: '^4' }, devDependencies: { '@ott/provider-sandbox': 'workspace:^' } }) });
    expect(dependencyRanges(root, '@ott/provider-sandbox')).toEqual({ devDependencies: 'workspace:^' });
    expect(dependencyRanges(root, 'zod')).toEqual({ dependencies: '^4' });
    expect(dependencyRanges(root, 'react')).toEqual({});
  });
});
