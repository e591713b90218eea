import { URL as NodeURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { serviceWorkerSource, webManifest } from '../../../scripts/pwa/vitePwa';

/** A Cache Storage in memory: entries keyed by URL, in the order they were stored (as browsers list them). */
function createCacheStorage() {
  const stores = new Map<string, Map<string, unknown>>();
  const urlOf = (request: string | { url: string }) => (typeof request === 'string' ? request : request.url);
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    return {
      match: async (request: string | { url: string }, options: { ignoreSearch?: boolean } = {}) => {
        const url = urlOf(request);
        if (entries.has(url)) return entries.get(url);
        if (options.ignoreSearch) return [...entries].find(([key]) => key.split('?')[0] === url.split('?')[0])?.[1];
        return undefined;
      },
      put: async (request: string | { url: string }, response: unknown) => void entries.set(urlOf(request), response),
      addAll: async (urls: string[]) => urls.forEach((url) => entries.set(url, `shell:${url}`)),
      keys: async () => [...entries.keys()].map((url) => ({ url })),
      delete: async (request: string | { url: string }) => entries.delete(urlOf(request)),
    };
  };
  return { stores, api: { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) } };
}

type Listener = (event: Record<string, unknown>) => void;

/** Runs the built worker text in a sandbox with the scope https://tv.example.org/. */
function startWorker(precache = ['index.html', 'assets/index-abc.js', 'logo.svg']) {
  const listeners = new Map<string, Listener>();
  const caches = createCacheStorage();
  const fetch = vi.fn(async (request: { url: string }): Promise<unknown> => new Response(`network:${request.url}`));
  const self = {
    location: { href: 'https://tv.example.org/sw.js' },
    registration: { scope: 'https://tv.example.org/' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  runInNewContext(serviceWorkerSource(precache, 'v1'), { self, caches: caches.api, fetch, URL: NodeURL });

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  /** Dispatches a fetch event; resolves to the worker's answer, or 'browser' when it lets the browser fetch. */
  const request = async (url: string, init: { method?: string; mode?: string; destination?: string; headers?: Record<string, string> } = {}) => {
    let answer: Promise<unknown> | undefined;
    const event = {
      request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors', destination: init.destination ?? '', headers: new Headers(init.headers) },
      respondWith: (promise: Promise<unknown>) => (answer = promise),
    };
    listeners.get('fetch')!(event);
    if (!answer) return 'browser';
    const response = await answer;
    return response instanceof Response ? response.text() : response;
  };
  return { lifecycle, request, fetch, caches: caches.stores, self };
}

const offline = (fetch: ReturnType<typeof startWorker>['fetch']) => fetch.mockRejectedValue(new TypeError('Failed to fetch'));

describe('service worker', () => {
  it('precaches the app shell at install and drops the shells of older versions when it activates', async () => {
    const worker = startWorker();
    worker.caches.set('ott-shell-old', new Map());
    await worker.lifecycle('install');
    expect([...worker.caches.get('ott-shell-v1')!.keys()]).toEqual([
      'https://tv.example.org/index.html',
      'https://tv.example.org/assets/index-abc.js',
      'https://tv.example.org/logo.svg',
    ]);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.lifecycle('activate');
    expect([...worker.caches.keys()]).toEqual(['ott-shell-v1']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('serves built files from the shell without the network', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await worker.request('https://tv.example.org/assets/index-abc.js')).toBe('shell:https://tv.example.org/assets/index-abc.js');
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('loads pages from the network, and the cached index.html when offline', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await worker.request('https://tv.example.org/m/abc/film', { mode: 'navigate' })).toBe('network:https://tv.example.org/m/abc/film');
    offline(worker.fetch);
    expect(await worker.request('https://tv.example.org/p/featured/films', { mode: 'navigate' })).toBe('shell:https://tv.example.org/index.html');
  });

  it('keeps images, first from the network then from the cache, at most 150 of them', async () => {
    const worker = startWorker();
    const poster = 'http://127.0.0.1:8080/art/poster.webp?width=640';
    expect(await worker.request(poster, { destination: 'image' })).toBe(`network:${poster}`);
    expect(await worker.request(poster, { destination: 'image' })).toBe(`network:${poster}`);
    expect(worker.fetch).toHaveBeenCalledTimes(1);

    for (let index = 0; index < 150; index++) await worker.request(`http://127.0.0.1:8080/art/${index}.svg`);
    const images = [...worker.caches.get('ott-images-v1')!.keys()];
    expect(images).toHaveLength(150);
    expect(images).not.toContain(poster);
  });

  it('keeps an opaque image from another host, but not a failed one', async () => {
    const worker = startWorker();
    const opaque = { ok: false, type: 'opaque', clone: () => opaque };
    worker.fetch.mockResolvedValueOnce(opaque).mockResolvedValueOnce(new Response('gone', { status: 404 }));
    await worker.request('https://img.example.org/a.jpg', { destination: 'image' });
    await worker.request('https://img.example.org/b.jpg', { destination: 'image' });
    expect([...worker.caches.get('ott-images-v1')!.keys()]).toEqual(['https://img.example.org/a.jpg']);
  });

  it('asks the network first for content JSON and falls back to the last reply when offline', async () => {
    const worker = startWorker();
    const playlist = 'http://127.0.0.1:8080/v2/playlists/featured?page_limit=10';
    expect(await worker.request(playlist, { headers: { accept: 'application/json' } })).toBe(`network:${playlist}`);
    offline(worker.fetch);
    expect(await worker.request(playlist, { headers: { accept: 'application/json' } })).toBe(`network:${playlist}`);
    await expect(worker.request('http://127.0.0.1:8080/apps/configs/other123.json')).rejects.toThrow('Failed to fetch');
  });

  it.each([
    ['an HLS playlist', 'http://127.0.0.1:8080/media/clip/index.m3u8', {}],
    ['an HLS segment', 'http://127.0.0.1:8080/media/clip/seg-001.ts', {}],
    ['an fMP4 segment', 'http://127.0.0.1:8080/media/clip/seg-001.m4s', {}],
    ['subtitles', 'http://127.0.0.1:8080/media/clip/en.vtt', {}],
    ['a range request', 'http://127.0.0.1:8080/media/clip.bin', { headers: { range: 'bytes=0-99' } }],
    ['a video element request', 'http://127.0.0.1:8080/stream', { destination: 'video' }],
    ['a POST', 'http://127.0.0.1:8080/v2/sessions', { method: 'POST' }],
  ])('leaves %s to the browser, never cached', async (_what, url, init) => {
    const worker = startWorker();
    expect(await worker.request(url, init)).toBe('browser');
    expect(worker.caches.has('ott-images-v1') || worker.caches.has('ott-data-v1')).toBe(false);
  });
});

describe('web app manifest', () => {
  it('makes the site installable: names, standalone, start URL and scope at the base, 192/512/maskable icons', () => {
    const manifest = webManifest(
      { name: 'OTT Web App', shortName: 'OTT', description: 'Films.', themeColor: '#13263a', backgroundColor: '#0d1b2a', logoSvg: 'logo.svg' },
      '/tv/',
      [
        { fileName: 'icons/icon-192.png', size: 192, purpose: 'any' },
        { fileName: 'icons/icon-512.png', size: 512, purpose: 'any' },
        { fileName: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
        { fileName: 'icons/apple-touch-icon.png', size: 180 },
      ],
    );
    expect(manifest).toMatchObject({ name: 'OTT Web App', short_name: 'OTT', display: 'standalone', start_url: '/tv/', scope: '/tv/', theme_color: '#13263a', background_color: '#0d1b2a' });
    expect(manifest.icons).toEqual([
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});
