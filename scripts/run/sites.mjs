// What the run scripts know about the sites and the server: packages, folders, default ports,
// how to build them against a content host and how to start them.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createForegroundGroup, LOOPBACK, run, waitForUrl } from './processes.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const SERVER = { name: 'server', pkg: '@ott/server', dir: join(ROOT, 'apps/server'), port: 8080 };

/**
 * The local stand-in of the providers (apps/provider-sandbox): the subscription-billing provider
 * at its root, the video platform under `/inplayer`. Development, demos and tests only. A site
 * variant with `billingSandbox` talks to it through its provider's development override
 * (VITE_CLEENG_HOST_OVERRIDE, or VITE_JWP_HOST_OVERRIDE for `provider: 'jwp'`), and so does the
 * server (OTT_CLEENG_HOST, OTT_JWP_HOST) when it decides entitlements.
 */
export const SANDBOX = { name: 'billing', pkg: '@ott/provider-sandbox', dir: join(ROOT, 'apps/provider-sandbox'), port: 8180 };

export const SITES = {
  web: { name: 'web', pkg: '@ott/web', dir: join(ROOT, 'apps/web'), port: 5173 },
  'story-time': { name: 'story-time', pkg: '@ott/story-time', dir: join(ROOT, 'apps/story-time'), port: 5174 },
};

/**
 * A site built for another demo config than its settings file's default. `authvod`: the main site
 * on `demoauth` (free after sign-in; accounts through the server's /api), on a port of its own so
 * that its storage (session, favorites, chosen config) stays apart from the free site's.
 */
export const SITE_VARIANTS = {
  authvod: { ...SITES.web, name: 'authvod', port: 5175, configSource: 'demoauth' },
  // `svod`: the main site on `demosvod` (subscriptions through the billing provider), its provider
  // hosts pointed at the local sandbox (SANDBOX).
  svod: { ...SITES.web, name: 'svod', port: 5176, configSource: 'demosvod', billingSandbox: true },
  // `jwp`: the main site on `demojwp1` (accounts, access fees and notifications of the video
  // platform), pointed at the platform's stand-in under /inplayer of the same sandbox.
  jwp: { ...SITES.web, name: 'jwp', port: 5177, configSource: 'demojwp1', billingSandbox: true, provider: 'jwp' },
  // `ssai`: the free site on `demossai`, its ad breaks stitched into the streams by the server.
  ssai: { ...SITES.web, name: 'ssai', port: 5178, configSource: 'demossai' },
  // `cognito`: the main site on `democogn` (the Cognito-style variant, issue 18): accounts in the
  // cognito-local emulator (COGNITO_LOCAL), subscriptions and the billing portal on the server, whose
  // card page is the sandbox's (so the sandbox runs too).
  cognito: { ...SITES.web, name: 'cognito', port: 5179, configSource: 'democogn', billingSandbox: true, provider: 'cognito' },
};

/** The Cognito emulator's starter (a devDependency of @ott/integration-cognito), for `cognito` sites. */
export const COGNITO_LOCAL = join(ROOT, 'packages/integration-cognito/testing/cognitoLocal.mjs');

/** Where the video platform's stand-in answers, inside the sandbox (`/inplayer`: both providers have `POST /payments`). */
export const platformHostOf = (sandboxHost) => `${sandboxHost}/inplayer`;

export function siteNamed(name) {
  const site = SITES[name] ?? SITE_VARIANTS[name];
  if (!site) throw new Error(`Unknown site "${name}": one of ${[...Object.keys(SITES), ...Object.keys(SITE_VARIANTS)].join(', ')}`);
  return site;
}

/** Where a variant's build reads its settings: a file next to its index.html (see writeVariantSettings). */
const VARIANT_SETTINGS_FILE = 'webapp.ini';

/**
 * Build variables of a site: the content host, for a variant its own settings file and default
 * config, and for a variant on the billing sandbox the development override of the provider's hosts.
 */
const buildEnv = (site, contentHost, billingHost, cognitoEndpoint) => ({
  VITE_CONTENT_HOST: contentHost,
  ...(site.configSource ? { VITE_SETTINGS_URL: `/${VARIANT_SETTINGS_FILE}`, VITE_DEFAULT_CONFIG_SOURCE: site.configSource } : {}),
  ...(site.billingSandbox && billingHost && site.provider !== 'cognito'
    ? site.provider === 'jwp'
      ? { VITE_JWP_HOST_OVERRIDE: platformHostOf(billingHost) }
      : { VITE_CLEENG_HOST_OVERRIDE: billingHost }
    : {}),
  ...(site.provider === 'cognito' && cognitoEndpoint ? { VITE_COGNITO_ENDPOINT_OVERRIDE: cognitoEndpoint } : {}),
});

/**
 * The demo settings file (apps/server/catalog/webapp.ini) with the variant's config as the default
 * (the settings file's default wins over the build's); the former default stays allowed.
 */
function writeVariantSettings(site, outDir) {
  const demo = readFileSync(join(SERVER.dir, 'catalog/webapp.ini'), 'utf8');
  const formerDefault = /^defaultConfigSource\s*=\s*(\S+)/m.exec(demo)?.[1];
  const settings = demo
    .replace(/^defaultConfigSource\s*=.*$/m, `defaultConfigSource = ${site.configSource}`)
    .replace(new RegExp(`^(additionalAllowedConfigSources\\[\\]\\s*=\\s*)${site.configSource}\\s*$`, 'm'), `$1${formerDefault}`);
  writeFileSync(join(site.dir, outDir, VARIANT_SETTINGS_FILE), `; The ${site.name} build of ${site.pkg} (scripts/run/sites.mjs).\n${settings}`);
}

/**
 * Where `npm start` builds a site or a variant (inside the site's folder): a folder per name, so
 * that `npm start` and `npm run start:authvod` never build over each other, and `dist/` stays
 * turbo's build.
 */
export const startBuildDir = (site) => `dist-start/${site.name}`;

function viteBin(site) {
  const bin = join(site.dir, 'node_modules/.bin/vite');
  if (!existsSync(bin)) throw new Error(`${site.pkg} has no node_modules: run pnpm install`);
  return bin;
}

/** Builds workspace packages with turbo (cached), printing only errors. */
const turboBuild = (filters) => run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], { cwd: ROOT });

/** Builds the server and the workspace packages it imports. */
export const buildServer = () => turboBuild([`--filter=${SERVER.pkg}`]);

/**
 * Builds the server and the packages the sites are made of (turbo, cached), then each site with
 * `vite build` into `outDir`, pointed at `contentHost` (VITE_CONTENT_HOST is read at build time);
 * a variant (SITE_VARIANTS) also gets its default config and settings file; one on the billing
 * sandbox (`billingSandbox`) is pointed at `billingHost`, and the sandbox is built too. `outDir`:
 * a folder name, or a function of the site (so that a variant of a site builds beside it).
 */
export async function buildSites({ sites, contentHost, outDir = 'dist', quiet = false, billingHost, cognitoEndpoint }) {
  const sandbox = sites.some((site) => site.billingSandbox) ? [`--filter=${SANDBOX.pkg}`] : [];
  await turboBuild([`--filter=${SERVER.pkg}`, ...sandbox, ...sites.map((site) => `--filter=${site.pkg}^...`)]);
  for (const site of sites) {
    if (site.billingSandbox && !billingHost) throw new Error(`${site.name} talks to the billing sandbox: buildSites needs billingHost`);
    if (site.provider === 'cognito' && !cognitoEndpoint) throw new Error(`${site.name} talks to the Cognito emulator: buildSites needs cognitoEndpoint`);
    const siteOutDir = typeof outDir === 'function' ? outDir(site) : outDir;
    await run(viteBin(site), ['build', '--outDir', siteOutDir, '--emptyOutDir', ...(quiet ? ['--logLevel', 'warn'] : [])], {
      cwd: site.dir,
      env: buildEnv(site, contentHost, billingHost, cognitoEndpoint),
    });
    if (site.configSource) writeVariantSettings(site, siteOutDir);
  }
}

/**
 * A fresh ALTCHA HMAC key for one run: the server signs captcha challenges with it and the billing
 * sandbox verifies the answers with it, as a provider holds a publisher's captcha secret (the
 * `svodcapt` config; server README "Captcha").
 */
export const newCaptchaHmacKey = () => randomBytes(32).toString('base64url');

/**
 * The demo back end on the loopback address, with its account API; DEV_OUTBOX=1 keeps the mails it
 * would send (password reset) readable at /api/dev/outbox instead of sending them, and
 * REQUEST_LIMIT_FACTOR=100 lets its clients, all on 127.0.0.1, register and reset often. `billingHost`:
 * the sandbox, which the server asks about entitlements of both providers' configs
 * (OTT_CLEENG_HOST, OTT_JWP_HOST under /inplayer). `captchaHmacKey`: the captcha key it shares with
 * the sandbox (OTT_CAPTCHA_HMAC_KEY).
 */
export const startServer = (group, port, { billingHost, cognito, captchaHmacKey } = {}) =>
  group.start(SERVER.name, process.execPath, [join(SERVER.dir, 'dist/main.js')], {
    cwd: SERVER.dir,
    env: {
      // As `pnpm --filter @ott/server start`: large blocks given back to the system (apps/server README, Memory).
      MALLOC_MMAP_THRESHOLD_: '1048576',
      PORT: String(port),
      HOST: LOOPBACK,
      DEV_OUTBOX: '1',
      REQUEST_LIMIT_FACTOR: '100',
      ...(billingHost ? { OTT_CLEENG_HOST: billingHost, OTT_JWP_HOST: platformHostOf(billingHost) } : {}),
      ...(cognito ? cognitoServerEnv(cognito, billingHost) : {}),
      ...(captchaHmacKey ? { OTT_CAPTCHA_HMAC_KEY: captchaHmacKey } : {}),
    },
  });

/**
 * The server's settings for the Cognito-style variant (issue 18): the emulator's pool as the token
 * issuer (its keys at {issuer}/.well-known/jwks.json), the app client its access tokens name, and
 * the sandbox as the payments host of the billing portal's card page and as the external library
 * whose sign-in page the site offers (`u=login-external`).
 */
export const cognitoServerEnv = (cognito, billingHost) => ({
  OTT_COGNITO_ISSUER: cognito.issuer,
  OTT_COGNITO_CLIENT_ID: cognito.clientId,
  ...(billingHost ? { OTT_PAYMENTS_HOST: billingHost, OTT_EXTERNAL_PROVIDERS: JSON.stringify([demoLibraryOf(billingHost)]) } : {}),
});

/** The sandbox's library-login provider (`/_library/{name}`) as the server's `--external-providers` entry. */
export const demoLibraryOf = (sandboxHost) => {
  const base = `${sandboxHost}/_library/${DEMO_LIBRARY}`;
  return { name: DEMO_LIBRARY, title: 'Brightwater City Library', issuer: base, jwksUri: `${base}/.well-known/jwks.json`, loginUrl: `${base}/login` };
};

/** The name of the demo's library (the provider claim of its viewers' tokens). */
export const DEMO_LIBRARY = 'citylibrary';

/** Starts the Cognito emulator (cognito-local, seeded with the demo pool) for `cognito` sites; it stops with the process. */
export async function startCognitoEmulator({ log = false } = {}) {
  const { startCognitoLocal } = await import(COGNITO_LOCAL);
  return startCognitoLocal({ port: process.env.OTT_COGNITO_PORT ? Number(process.env.OTT_COGNITO_PORT) : undefined, log });
}

/** The Cognito endpoint a `cognito` site is built for: the emulator's URL with a trailing slash. */
export const cognitoEndpointOf = (emulator) => `${emulator.url}/`;

/**
 * The billing provider's stand-in (apps/provider-sandbox's CLI) on the loopback address, its state
 * (SQLite) in `dataDir`, with its `/_sandbox` control routes (clock, outbox, grants).
 * `captchaHmacKey`: the publisher's captcha key, the server's (so that a captcha value is verified).
 */
export const startSandbox = (group, port, dataDir, { captchaHmacKey } = {}) =>
  group.start(
    SANDBOX.name,
    process.execPath,
    [join(SANDBOX.dir, 'dist/main.js'), '--port', String(port), '--data-dir', dataDir, ...(captchaHmacKey ? ['--captcha-hmac-key', captchaHmacKey] : [])],
    { cwd: SANDBOX.dir },
  );

/** The URL that answers once the sandbox is up. */
export const sandboxReadyUrl = (url) => `${url}/_sandbox/clock`;

/**
 * The Vite dev server of a site, pointed at `contentHost`: it resolves the workspace packages from
 * their `src/` (configs/vite/plugins/sourcesInDev.ts), so that edits show without a package build.
 */
export const startDevServer = (group, site, port, contentHost) =>
  group.start(site.name, viteBin(site), ['--host', LOOPBACK, '--port', String(port), '--strictPort'], { cwd: site.dir, env: { VITE_CONTENT_HOST: contentHost } });

/** `vite preview` of a built site. */
export const startPreview = (group, site, port, outDir = 'dist') =>
  group.start(site.name, viteBin(site), ['preview', '--outDir', outDir, '--host', LOOPBACK, '--port', String(port), '--strictPort'], { cwd: site.dir });

/**
 * Runs the demo server and a site (`startSite(group)` starts it) in the foreground until Ctrl+C
 * (createForegroundGroup); resolves once both answer. When one does not, stops both and exits with 1.
 * With `sandbox` ({ port, dataDir }), the billing sandbox runs too and the server asks it about
 * entitlements; both get one captcha key for the run (newCaptchaHmacKey).
 */
export async function runServerAndSite({ serverPort, siteUrl, startSite, sandbox, cognito }) {
  const group = createForegroundGroup();
  const billingHost = sandbox ? `http://${LOOPBACK}:${sandbox.port}` : undefined;
  const captchaHmacKey = sandbox ? newCaptchaHmacKey() : undefined;
  if (sandbox) startSandbox(group, sandbox.port, sandbox.dataDir, { captchaHmacKey });
  startServer(group, serverPort, { billingHost, cognito, captchaHmacKey });
  startSite(group);
  try {
    await Promise.all([waitForUrl(`http://${LOOPBACK}:${serverPort}/.webapp.ini`), waitForUrl(siteUrl), ...(billingHost ? [waitForUrl(sandboxReadyUrl(billingHost))] : [])]);
  } catch (error) {
    console.error(error.message);
    await group.stopAndExit(1);
  }
}
