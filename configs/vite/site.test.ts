import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadReferences } from '../../scripts/size-budget.mjs';
import { BRAND_LOGO } from './pluginHooks.test-helpers.ts';
import { COMPILE_HINT } from './plugins/compileHints.ts';
import { siteViteConfig } from './site.ts';

/** A site of two modules, each with its stylesheet: the entry and a screen it imports lazily. */
function writeSite(root: string) {
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Site</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.ts"></script>\n  </body>\n</html>\n',
  );
  writeFileSync(join(root, 'src/main.ts'), "import './main.css';\ndocument.getElementById('root')!.textContent = 'home';\nvoid import('./screen');\n");
  writeFileSync(join(root, 'src/main.css'), '.ott-home { color: red; }\n');
  writeFileSync(join(root, 'src/screen.ts'), "import './screen.css';\nexport const screen = 'screen';\n");
  writeFileSync(join(root, 'src/screen.css'), '.ott-screen { color: blue; }\n');
}

describe('siteViteConfig, built', () => {
  const root = mkdtempSync(join(tmpdir(), 'ott-site-'));
  const outDir = join(root, 'dist');
  const contentHost = process.env.VITE_CONTENT_HOST;
  let html = '';

  beforeAll(async () => {
    writeSite(root);
    process.env.VITE_CONTENT_HOST = 'http://content.test';
    const config = siteViteConfig({
      plugins: [],
      pwa: { name: 'Site', shortName: 'Site', description: 'A site', themeColor: '#000000', backgroundColor: '#102030', logoSvg: BRAND_LOGO },
      startScreen: { text: '#ffffff', highlight: '#ff0000' },
      startup: { defaultConfigSource: 'demoavod' },
      ports: { dev: 5999, preview: 4999 },
    });
    await build({ ...config, root, configFile: false, logLevel: 'silent', build: { ...config.build, outDir, emptyOutDir: true } });
    html = readFileSync(join(outDir, 'index.html'), 'utf8');
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    if (contentHost === undefined) delete process.env.VITE_CONTENT_HOST;
    else process.env.VITE_CONTENT_HOST = contentHost;
  });

  it('starts with one file, the entry, preloaded and opening with the compile hint, added by the inline starter', () => {
    const [entry, ...others] = firstLoadReferences(html) as string[];
    expect(others).toEqual([]);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`s.src=${JSON.stringify(entry)}`);
    expect(readFileSync(join(outDir, entry!), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it("inlines the entry's stylesheet and keeps its link disabled; a lazy screen keeps its own", () => {
    expect(html).toContain('<style>.ott-home{color:red}</style>');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css" disabled>/);
    const stylesheets = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'));
    expect(stylesheets.some((css) => css.includes('.ott-screen') && !css.includes('.ott-home'))).toBe(true);
  });

  it('shows the start screen after #root, with the logo as the favicon, and links the manifest after load', () => {
    expect(html).toMatch(/<div id="root"><\/div>[\s\S]*<div class="ott-boot" aria-hidden="true"><img class="ott-boot__logo" src="data:image\/svg\+xml,/);
    expect(html).toContain('background: var(--ott-bg, #102030)');
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
    expect(html).not.toMatch(/<link rel="manifest"/);
    expect(html).toContain("l.rel='manifest'");
  });

  it('opens the connections to the content host and asks for its settings file before anything else runs', () => {
    expect(html).toContain('<link rel="preconnect" href="http://content.test" crossorigin="">');
    const early = html.indexOf('window.__ottEarlyResponses=new Map()');
    expect(early).toBeGreaterThan(html.indexOf('<head>'));
    expect(early).toBeLessThan(html.indexOf('</head>'));
    // Lighthouse's charset audit: the declaration within the first 1024 bytes.
    const charset = html.indexOf('<meta charset="UTF-8" />');
    expect(charset).toBeGreaterThan(0);
    expect(charset + '<meta charset="UTF-8" />'.length).toBeLessThanOrEqual(1024);
    expect(html).toContain('get("http://content.test/.webapp.ini")');
  });

  it("preloads the header's logo after the entry, and writes a brotli copy of each built text file", () => {
    expect(html).toContain('<link rel="preload" as="image" href="/logo.svg">');
    expect(html.indexOf('href="/logo.svg"')).toBeGreaterThan(html.indexOf('rel="modulepreload"'));
    const [entry] = firstLoadReferences(html) as string[];
    const brotli = brotliDecompressSync(readFileSync(join(outDir, `${entry!}.br`)));
    expect(brotli.equals(readFileSync(join(outDir, entry!)))).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(outDir, 'index.html.br'))).toString('utf8')).toBe(html);
  });
});
