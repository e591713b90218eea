import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliFileFor, MIN_COMPRESSED_BYTES, writeBrotliFiles } from './brotliFiles.ts';

const text = (bytes: number) => 'const x = 1;\n'.repeat(Math.ceil(bytes / 13)).slice(0, bytes);

describe('brotliFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ott-brotli-'));
  let written: string[] = [];

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/index-abc.js'), text(50_000));
    writeFileSync(join(dir, 'assets/index-abc.js.map'), text(50_000));
    writeFileSync(join(dir, 'assets/index-abc.css'), text(4_000));
    writeFileSync(join(dir, 'index.html'), text(MIN_COMPRESSED_BYTES));
    writeFileSync(join(dir, 'robots.txt'), text(MIN_COMPRESSED_BYTES - 1));
    writeFileSync(join(dir, 'assets/poster.webp'), Buffer.alloc(5_000));
    written = await writeBrotliFiles(dir);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli copy of each text file of 1 KB or more, and of nothing else', () => {
    expect(written.sort()).toEqual(['assets/index-abc.css', 'assets/index-abc.js', 'index.html']);
    for (const file of written) expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(readFileSync(join(dir, file)))).toBe(true);
    expect(existsSync(join(dir, 'assets/index-abc.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/poster.webp.br'))).toBe(false);
  });

  it.each([
    ['/assets/index-abc.js', 'gzip, deflate, br, zstd', 'text/javascript'],
    ['/assets/index-abc.css?v=1', 'br', 'text/css'],
    ['/index.html', 'br;q=1', 'text/html'],
  ])('serves the copy of %s to a browser that takes brotli (%s)', (url, accept, type) => {
    expect(brotliFileFor(dir, url, accept)).toEqual({ path: join(dir, `${url.split('?')[0]!}.br`), type });
  });

  it.each([
    ['/assets/index-abc.js', 'gzip, deflate', 'no brotli'],
    ['/assets/index-abc.js', undefined, 'no Accept-Encoding'],
    ['/robots.txt', 'br', 'no copy'],
    ['/assets/index-abc.js.map', 'br', 'not a compressed type'],
    ['/', 'br', 'a route, not a file'],
    ['/%E0%A4%A', 'br', 'a malformed path'],
  ])('leaves %s (%s) to the server: %s', (url, accept, _why) => {
    expect(brotliFileFor(dir, url, accept)).toBeUndefined();
  });

  it('serves nothing from outside its folder', () => {
    // index.html.br exists, one level above the folder served here.
    expect(brotliFileFor(join(dir, 'assets'), '/..%2findex.html', 'br')).toBeUndefined();
    expect(brotliFileFor(join(dir, 'assets'), '/index-abc.js', 'br')).toBeDefined();
  });
});
