// node --test scripts/size-budget.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstLoadReferences, staticImports } from './size-budget.mjs';

test('index.html: the entry script, module preloads and stylesheets, not icons or the manifest', () => {
  const html = `<link rel="icon" href="/logo.svg"><link rel="manifest" href="/manifest.webmanifest">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">`;
  assert.deepEqual(firstLoadReferences(html), ['/assets/index-a.js', '/assets/chunk-b.js', '/assets/index-c.css']);
});

test('static imports and re-exports are followed; dynamic import() and bare packages are not', () => {
  const code = 'import{a as b}from"./chunk-a.js";import"./side.js";export{c}from"./chunk-c.js";const d=()=>import("./lazy.js");import x from "react";';
  assert.deepEqual(staticImports(code), ['./chunk-a.js', './side.js', './chunk-c.js']);
});

test('an import() inside minified code with no space before it is still dynamic', () => {
  assert.deepEqual(staticImports('x=import("./lazy-a.js"),y=(0,import("./lazy-b.js"))'), []);
});
