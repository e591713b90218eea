/*
 * The service worker of the OTT sites (apps/web, apps/story-time). The build (scripts/pwa/vitePwa.ts)
 * puts two constants before this text: PRECACHE_URLS, the built files of the app shell (relative
 * to the worker's scope), and VERSION, a hash of them.
 *
 * - App shell: precached at install; served from the cache; a navigation goes to the network and
 *   falls back to the cached index.html when offline.
 * - Images (posters, logos, backgrounds): cache first, at most IMAGE_CACHE_MAX_ENTRIES kept.
 * - JSON and the settings file (configs, content API, schedules): network first, the last reply
 *   kept for offline use.
 * - Video, audio, HLS playlists and segments, subtitles: never cached; the browser fetches them.
 */
/* global PRECACHE_URLS, VERSION */
const SHELL_CACHE = `ott-shell-${VERSION}`;
const IMAGE_CACHE = 'ott-images-v1';
const DATA_CACHE = 'ott-data-v1';
const IMAGE_CACHE_MAX_ENTRIES = 150;
const SCOPE = new URL(self.registration ? self.registration.scope : './', self.location.href);
const INDEX_URL = new URL('index.html', SCOPE).href;
const SHELL_URLS = new Set(PRECACHE_URLS.map((path) => new URL(path, SCOPE).href));

const MEDIA_PATH = /\.(m3u8|ts|m4s|mp4|m4a|m4v|aac|mp3|webm|vtt|key)$/i;
const IMAGE_PATH = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
const DATA_PATH = /\.(json|ini|xml)$/i;

/** What to do with a request: 'shell', 'navigation', 'image', 'data', or 'network' (not handled). */
function classifyRequest(request) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'network';
  const destination = request.destination || '';
  if (MEDIA_PATH.test(url.pathname) || ['video', 'audio', 'track'].includes(destination) || request.headers.has('range')) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (SHELL_URLS.has(url.origin + url.pathname)) return 'shell';
  if (destination === 'image' || IMAGE_PATH.test(url.pathname)) return 'image';
  if (DATA_PATH.test(url.pathname) || (request.headers.get('accept') || '').includes('application/json')) return 'data';
  return 'network';
}

// The shell was stored by addAll, without the Origin header a `crossorigin` script sends: a server
// that answers with `Vary: Origin` would otherwise never match its own files.
async function fromShell(request) {
  const cache = await caches.open(SHELL_CACHE);
  return (await cache.match(request, { ignoreSearch: true, ignoreVary: true })) || fetch(request);
}

async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(SHELL_CACHE);
    const shell = await cache.match(INDEX_URL, { ignoreVary: true });
    if (shell) return shell;
    throw error;
  }
}

/** Oldest entries go first: Cache.keys() lists requests in the order they were stored. */
async function trimCache(cache, maxEntries) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - maxEntries))) await cache.delete(key);
}

async function cacheFirstImage(request) {
  const cache = await caches.open(IMAGE_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // An <img> from another host without CORS gives an opaque reply: still worth keeping.
  if (response.ok || response.type === 'opaque') {
    await cache.put(request, response.clone());
    await trimCache(cache, IMAGE_CACHE_MAX_ENTRIES);
  }
  return response;
}

async function networkFirstData(request) {
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

const HANDLERS = { shell: fromShell, navigation, image: cacheFirstImage, data: networkFirstData };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([...SHELL_URLS]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('ott-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const handler = HANDLERS[classifyRequest(event.request)];
  if (handler) event.respondWith(handler(event.request));
});
