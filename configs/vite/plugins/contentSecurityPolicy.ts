import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, PreviewServer } from 'vite';

/** The file of response headers written beside index.html (the `_headers` format static hosts such as Netlify and Cloudflare Pages read). */
export const HEADERS_FILE = '_headers';

/** The inline `<script>` and `<style>` bodies of a page, exactly as the browser hashes them. */
export function inlineParts(html: string): { scripts: string[]; styles: string[] } {
  const bodies = (tag: 'script' | 'style'): string[] =>
    [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}`, 'gi'))].filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!)).map(([, , body]) => body!);
  return { scripts: bodies('script'), styles: bodies('style') };
}

/** Attributes a policy without 'unsafe-inline' would block: inline handlers and style attributes. */
const BLOCKED_ATTRIBUTES = /<[a-z][^>]*\s(on[a-z]+|style)\s*=/i;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Origins of the hosts a build talks to (its `VITE_*` variables that are http(s) URLs), with their WebSocket twins. */
export function buildHosts(env: Readonly<Record<string, unknown>>): { http: string[]; ws: string[] } {
  const http = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('VITE_') || typeof value !== 'string') continue;
    try {
      const url = new URL(value.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') http.add(url.origin);
    } catch {
      // Not a URL: not a host.
    }
  }
  const sorted = [...http].sort();
  return { http: sorted, ws: sorted.map((origin) => origin.replace(/^http/, 'ws')) };
}

/**
 * The site's policy: scripts and styles only from its own origin or inline with these hashes (no
 * eval, no injected inline code); data from the build's hosts and any https host a publisher's
 * config may name; nothing plugged in; the site not framed (a header-only directive, `withFraming`).
 */
export function sitePolicy(parts: { scripts: readonly string[]; styles: readonly string[] }, hosts: { http: readonly string[]; ws: readonly string[] }): string {
  const hashes = (bodies: readonly string[]): string[] => [...new Set(bodies.map(sha256))];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes(parts.scripts)]],
    ['style-src', ["'self'", ...hashes(parts.styles)]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...hosts.http]],
    ['media-src', ["'self'", 'blob:', 'https:', ...hosts.http]],
    ['connect-src', ["'self'", 'https:', 'wss:', ...hosts.http, ...hosts.ws]],
    ['font-src', ["'self'", 'data:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The headers of every reply of the site, for `_headers` and `vite preview`. */
export const siteHeaders = (policy: string): Record<string, string> => ({
  'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
});

/** The `_headers` file: every path gets the site's headers. */
export const headersFile = (headers: Record<string, string>): string => `/*\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}\n`).join('')}`;

/** Reads a `_headers` file written by headersFile back into its headers. */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** `vite preview` sends the built site's headers (our start command runs the sites so). */
function servePreviewHeaders(server: PreviewServer): void {
  const file = join(resolve(server.config.root, server.config.build.outDir), HEADERS_FILE);
  if (!existsSync(file)) return;
  const headers = readHeadersFile(readFileSync(file, 'utf8'));
  server.middlewares.use((_request, response, next) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    next();
  });
}

/**
 * A Content-Security-Policy for the built site (issue 21): a `<meta>` first in `<head>`, with the
 * hashes of the page's inline scripts and styles (the policy holds on any static host), and the
 * same policy plus `frame-ancestors` and the other security headers in `_headers`, which `vite
 * preview` serves. The build fails on an inline handler or style attribute the policy would block.
 * Last in the plugin list, so that it hashes the page as the other plugins left it.
 */
export function contentSecurityPolicy(): Plugin {
  let hosts: { http: string[]; ws: string[] } = { http: [], ws: [] };
  let policy: string | undefined;
  return {
    name: 'ott-content-security-policy',
    configResolved(config) {
      hosts = buildHosts(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return undefined;
        const blocked = BLOCKED_ATTRIBUTES.exec(html);
        if (blocked) throw new Error(`index.html has an inline ${blocked[1]} attribute, which the Content-Security-Policy blocks: move it into a script or stylesheet`);
        policy = sitePolicy(inlineParts(html), hosts);
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
      },
    },
    // After every plugin's generateBundle, where Vite runs the index.html transforms.
    writeBundle(options) {
      if (policy && options.dir) writeFileSync(join(options.dir, HEADERS_FILE), headersFile(siteHeaders(policy)));
    },
    configurePreviewServer: servePreviewHeaders,
  };
}
