import { join } from 'node:path';
import { dependencyRanges, shippedFiles, shippedFilesNaming } from '@ott/test-support';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SANDBOX = '@ott/provider-sandbox';

/** ARCHITECTURE.md: nothing but tests and dev scripts reaches apps/provider-sandbox. */
describe('the product never depends on the provider sandbox', () => {
  it('is a devDependency only (for the contract tests)', () => {
    expect(dependencyRanges(root, SANDBOX)).toEqual({ devDependencies: expect.stringMatching(/^workspace:/) });
  });

  it('no source file outside the tests imports it, nor does the built dist (when built)', () => {
    expect(shippedFiles(root).length).toBeGreaterThan(0);
    expect(shippedFilesNaming(root, SANDBOX)).toEqual([]);
  });
});
