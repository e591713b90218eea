import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { handlerOf, resolvedConfig } from '../pluginHooks.test-helpers.ts';
import { buildHosts, contentSecurityPolicy, HEADERS_FILE, headersFile, inlineParts, readHeadersFile, siteHeaders, sitePolicy } from './contentSecurityPolicy.ts';

const hash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
<script>start()</script><script type="module" crossorigin src="/assets/index.js"></script>
<STYLE>.a{color:red}</STYLE><style>.b{}</style></head><body><div id="root"></div></body></html>`;

const directive = (policy: string, name: string): string[] => policy.split('; ').find((part) => part.startsWith(`${name} `))!.split(' ').slice(1);

describe('inlineParts', () => {
  it('finds the inline scripts and styles, not the external ones, byte for byte', () => {
    expect(inlineParts(PAGE)).toEqual({ scripts: ['start()'], styles: ['.a{color:red}', '.b{}'] });
  });
});

describe('buildHosts', () => {
  it("takes the origins of the build's VITE_ URL variables, with their WebSocket twins", () => {
    expect(
      buildHosts({ VITE_CONTENT_HOST: 'http://127.0.0.1:8080/', VITE_CLEENG_HOST_OVERRIDE: ' https://billing.example/v1 ', VITE_DEFAULT_CONFIG_SOURCE: 'demoapp1', OTHER: 'http://x.example', MODE: 'production' }),
    ).toEqual({ http: ['http://127.0.0.1:8080', 'https://billing.example'], ws: ['ws://127.0.0.1:8080', 'wss://billing.example'] });
  });
});

describe('sitePolicy', () => {
  const policy = sitePolicy({ scripts: ['start()', 'start()'], styles: ['.a{}'] }, { http: ['http://127.0.0.1:8080'], ws: ['ws://127.0.0.1:8080'] });

  it('lets scripts and styles run only from the site or inline with their hash (no eval, no injected code)', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", hash('start()')]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", hash('.a{}')]);
    expect(policy).not.toContain('unsafe');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it("reaches the build's hosts and https hosts a config may name, for data, images and video", () => {
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https:', 'wss:', 'http://127.0.0.1:8080', 'ws://127.0.0.1:8080']);
    expect(directive(policy, 'img-src')).toContain('http://127.0.0.1:8080');
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', 'https:', 'http://127.0.0.1:8080']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds framing and the other security headers in the headers file, which reads back the same', () => {
    const headers = siteHeaders(policy);
    expect(headers['Content-Security-Policy']).toBe(`${policy}; frame-ancestors 'none'`);
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(readHeadersFile(headersFile(headers))).toEqual(headers);
  });
});

describe('contentSecurityPolicy plugin', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  function built(html: string) {
    const plugin = contentSecurityPolicy();
    handlerOf(plugin.configResolved)(resolvedConfig({ env: { VITE_CONTENT_HOST: 'http://127.0.0.1:8080' } }));
    const tags = handlerOf(plugin.transformIndexHtml)(html, { bundle: {} }) as Array<{ attrs: { content: string } }>;
    dir = mkdtempSync(join(tmpdir(), 'ott-csp-'));
    handlerOf(plugin.writeBundle)({ dir });
    return { tags, headers: readHeadersFile(readFileSync(join(dir, HEADERS_FILE), 'utf8')) };
  }

  it('puts the policy first in <head> and the same policy, with framing, in _headers', () => {
    const { tags, headers } = built(PAGE);
    expect(tags).toEqual([{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: expect.stringContaining(hash('start()')) }, injectTo: 'head-prepend' }]);
    expect(headers['Content-Security-Policy']).toBe(`${tags[0]!.attrs.content}; frame-ancestors 'none'`);
  });

  it('does nothing on the dev server', () => {
    const plugin = contentSecurityPolicy();
    expect(handlerOf(plugin.transformIndexHtml)(PAGE, {})).toBeUndefined();
  });

  it.each([
    ['<body onload="go()">', 'onload'],
    ['<div  style="color:red">', 'style'],
  ])('fails the build on %s, which the policy would block', (markup, attribute) => {
    expect(() => built(PAGE.replace('<body>', markup))).toThrow(`index.html has an inline ${attribute} attribute`);
  });
});
