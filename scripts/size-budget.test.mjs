// node --test scripts/size-budget.test.mjs
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  BUDGET_KB,
  budgetFailures,
  firstLoadReferences,
  generatedCharsPerSource,
  INLINE_ENTRY_FILE,
  inlineStylesAndScripts,
  isScriptOrStyle,
  largestMeasured,
  measureInBrowser,
  packageOf,
  packageShares,
  rendererFailures,
  staticImports,
  summarize,
} from './size-budget.mjs';

test('index.html: the entry script, module preloads and stylesheets, not icons, the manifest or a disabled stylesheet', () => {
  const html = `<link rel="icon" href="/logo.svg"><link rel="manifest" href="/manifest.webmanifest">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <link rel="stylesheet" crossorigin href="/assets/inlined-d.css" disabled>`;
  assert.deepEqual(firstLoadReferences(html), ['/assets/index-a.js', '/assets/chunk-b.js', '/assets/index-c.css']);
});

const INDEX_HTML = `<head><style>.ott-card{color:red}</style><link rel="modulepreload" href="/assets/index.js">
  <script>start()</script><script type="module" src="/assets/index.js"></script></head>`;

test('inline styles and scripts of index.html count, not the ones with a src', () => {
  assert.equal(inlineStylesAndScripts(INDEX_HTML), '.ott-card{color:red}\nstart()');
  assert.equal(inlineStylesAndScripts('<script src="/a.js"></script>'), '');
});

test('static imports and re-exports are followed; dynamic import() and bare packages are not', () => {
  const code = 'import{a as b}from"./chunk-a.js";import"./side.js";export{c}from"./chunk-c.js";const d=()=>import("./lazy.js");import x from "react";';
  assert.deepEqual(staticImports(code), ['./chunk-a.js', './side.js', './chunk-c.js']);
});

test('an import() inside minified code with no space before it is still dynamic', () => {
  assert.deepEqual(staticImports('x=import("./lazy-a.js"),y=(0,import("./lazy-b.js"))'), []);
});

test('source-map sources are attributed to their package, workspace package or the app', () => {
  assert.equal(packageOf('../../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js'), 'react-dom');
  assert.equal(packageOf('../../node_modules/.pnpm/@tanstack+query-core@5/node_modules/@tanstack/query-core/build/modern/query.js'), '@tanstack/query-core');
  assert.equal(packageOf('../../../../packages/ui-react/dist/index.js'), '@ott/ui-react (workspace)');
  assert.equal(packageOf('../src/main.tsx'), 'app code');
});

test("a file's code is shared among its sources by the source map's mappings, each segment to the next", () => {
  // Line 1: "aaaa" from source 0, then "bbbbbb" from source 1; line 2: "cc" unmapped, then "dd" from source 0.
  const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA;EDAA' };
  assert.deepEqual(generatedCharsPerSource('aaaabbbbbb\nccdd', map), [6, 6]);
  assert.deepEqual(generatedCharsPerSource('xyz', { sources: ['a.js'], mappings: '' }), [0]);
});

test('scripts and stylesheets count, by request type or by content type; images and JSON do not', () => {
  assert.equal(isScriptOrStyle('script'), true);
  assert.equal(isScriptOrStyle('stylesheet'), true);
  assert.equal(isScriptOrStyle('fetch', 'text/javascript; charset=utf-8'), true);
  assert.equal(isScriptOrStyle('other', 'text/css'), true);
  assert.equal(isScriptOrStyle('fetch', 'application/json'), false);
  assert.equal(isScriptOrStyle('image', 'image/webp'), false);
});

test('the budget: over the budget fails, and so does hls.js, by its package or its file name', () => {
  const file = (name, gzip, packages = {}) => ({ file: name, bytes: gzip * 3, gzip, packages });
  assert.deepEqual(budgetFailures('site', summarize([file('assets/index.js', BUDGET_KB * 1024)])), []);
  assert.match(budgetFailures('site', summarize([file('assets/index.js', BUDGET_KB * 1024 + 1)]))[0], new RegExp(`over the ${BUDGET_KB} KB budget`));
  assert.match(budgetFailures('site', summarize([file('assets/player.js', 10, { 'hls.js': 100 })]))[0], /hls\.js is in the first load \(assets\/player\.js\)/);
  assert.match(budgetFailures('site', summarize([file('assets/hls-abc.js', 10)]))[0], /hls\.js/);
});

test('the first load renders with React DOM: without it, or with Preact, it fails (when source maps tell)', () => {
  const file = (packages) => ({ file: 'assets/index.js', bytes: 3, gzip: 1, packages });
  assert.deepEqual(rendererFailures('site', summarize([file({ 'react-dom': 10, react: 1 })])), []);
  assert.match(rendererFailures('site', summarize([file({ preact: 10 })])).join('\n'), /react-dom is not in the first load[\s\S]*preact is in the first load/);
  assert.match(rendererFailures('site', summarize([file({ 'react-dom': 10, preact: 1 })]))[0], /preact is in the first load/);
  assert.deepEqual(rendererFailures('site', summarize([file({})])), [], 'no source map: nothing to tell');
  assert.match(budgetFailures('site', summarize([file({ preact: 10 })]))[0], /react-dom/);
});

test('package shares split each file by its source in it; files without a map count as themselves', () => {
  const shares = packageShares([
    { file: 'assets/index.js', gzip: 1000, packages: { 'react-dom': 300, 'app code': 100 } },
    { file: 'assets/index.css', gzip: 200, packages: {} },
  ]);
  assert.deepEqual(
    shares.map(({ name, gzip, files }) => [name, gzip, files]),
    [
      ['react-dom', 750, ['index.js']],
      ['app code', 250, ['index.js']],
      ['stylesheets', 200, ['index.css']],
    ],
  );
});

test('the larger viewport figure is the one that counts', () => {
  const largest = largestMeasured({ desktop: { totalGzip: 10 }, mobile: { totalGzip: 12 } });
  assert.equal(largest.viewport, 'mobile');
});

const MAIN_FRAME = {};

/** A stand-in for a Playwright page: the test plays the network events. */
function fakePage(onGoto) {
  const page = new EventEmitter();
  page.off = page.removeListener;
  page.mainFrame = () => MAIN_FRAME;
  page.goto = async (url) => onGoto(page, url);
  return page;
}

const request = (url, resourceType) => ({ url: () => url, resourceType: () => resourceType, frame: () => MAIN_FRAME });
const response = (req, body, contentType) => ({ request: () => req, headers: () => ({ 'content-type': contentType }), body: async () => Buffer.from(body), text: async () => body });

test("the measured first load: the page's inline styles and scripts, every JS and CSS response until the network is idle, lazy chunks included, gzipped", async () => {
  const lazyChunk = 'export const Home = () => null;'.repeat(20);
  const page = fakePage((p) => {
    const files = [
      [request('http://site.test/', 'document'), INDEX_HTML, 'text/html'],
      [request('http://site.test/assets/index.js', 'script'), 'import "./lazy.js";'.repeat(50), 'text/javascript'],
      [request('http://site.test/assets/index.css', 'stylesheet'), 'body{margin:0}', 'text/css'],
      [request('http://content.test/v2/playlists/featured', 'fetch'), '{"playlist":[]}', 'application/json'],
    ];
    for (const [req, body, type] of files) {
      p.emit('request', req);
      p.emit('response', response(req, body, type));
      p.emit('requestfinished', req);
    }
    // A lazy chunk the home asks for after its first render, 150 ms later.
    setTimeout(() => {
      const req = request('http://site.test/assets/Home-abc.js', 'script');
      p.emit('request', req);
      p.emit('response', response(req, lazyChunk, 'text/javascript'));
      setTimeout(() => p.emit('requestfinished', req), 50);
    }, 150);
  });
  const result = await measureInBrowser(page, { url: 'http://site.test/', ready: async () => {}, idleMs: 300 });
  assert.deepEqual(
    result.files.map(({ file }) => file),
    [INLINE_ENTRY_FILE, 'assets/index.js', 'assets/index.css', 'assets/Home-abc.js'],
  );
  assert.equal(result.files[0].gzip, gzipSync(inlineStylesAndScripts(INDEX_HTML), { level: 6 }).length);
  assert.equal(result.files[3].gzip, gzipSync(lazyChunk, { level: 6 }).length);
  assert.equal(result.totalGzip, result.files.reduce((sum, entry) => sum + entry.gzip, 0));
  assert.deepEqual(result.hlsFiles, []);
});

test('a request that never ends fails the measurement with its URL', async () => {
  const page = fakePage((p) => p.emit('request', request('http://content.test/stream', 'fetch')));
  await assert.rejects(measureInBrowser(page, { url: 'http://site.test/', ready: async () => {}, idleMs: 50, timeoutMs: 200 }), /pending: http:\/\/content\.test\/stream/);
});
