import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Connect, Plugin, PreviewServer } from 'vite';

/** The built files worth compressing, by extension, with the Content-Type they are served with. */
export const COMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};

/** Smaller files are left as they are: their compressed copy would save less than a packet. */
export const MIN_COMPRESSED_BYTES = 1024;

const compress = promisify(brotliCompress);

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(dir, file)).isFile());
}

/** Writes `<file>.br` (brotli at its best quality) beside each built text file of MIN_COMPRESSED_BYTES or more; returns their names. */
export async function writeBrotliFiles(dir: string): Promise<string[]> {
  const files = filesUnder(dir).filter((file) => extname(file) in COMPRESSED_TYPES);
  const written = await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(join(dir, file));
      if (content.length < MIN_COMPRESSED_BYTES) return undefined;
      const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
      writeFileSync(join(dir, `${file}.br`), await compress(content, { params }));
      return file;
    }),
  );
  return written.filter((file): file is string => file !== undefined);
}

/** The `.br` copy of the file a request asks for, when the browser takes brotli and the build wrote one. */
export function brotliFileFor(dir: string, url: string | undefined, acceptEncoding: string | undefined): { path: string; type: string } | undefined {
  if (!url || !/\bbr\b/.test(acceptEncoding ?? '')) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://site').pathname);
  } catch {
    return undefined;
  }
  const type = COMPRESSED_TYPES[extname(pathname)];
  const path = resolve(dir, `.${pathname}.br`);
  // Only files inside the build folder.
  if (!type || !path.startsWith(dir + sep) || !existsSync(path)) return undefined;
  return { path, type };
}

/** Serves the `.br` copies in `vite preview` (after the plugins that set headers: `order: 'post'`). */
function serveBrotliFiles(server: PreviewServer): void {
  const dir = resolve(server.config.root, server.config.build.outDir);
  const middleware: Connect.NextHandleFunction = (request, response, next) => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? brotliFileFor(dir, request.url, request.headers['accept-encoding']) : undefined;
    if (!file) return next();
    response.setHeader('Content-Type', file.type);
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Length', statSync(file.path).size);
    if (request.method === 'HEAD') return response.end();
    // A copy removed by a rebuild while it is being read: the browser sees the connection drop, not a short file.
    createReadStream(file.path)
      .on('error', () => response.destroy())
      .pipe(response);
  };
  server.middlewares.use(middleware);
}

/**
 * Brotli copies of the built text files (`index-<hash>.js.br`), for static hosts that serve them
 * (nginx `brotli_static`, Caddy `precompressed br`), and served by `vite preview`, which `npm start`
 * and the tests run: a phone on a slow network waits for the entry script before the first screen,
 * and brotli makes it smaller than gzip does.
 */
export function brotliFiles(): Plugin {
  let outDir = '';
  return {
    name: 'ott-brotli-files',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the service worker's precache list and _headers: the copies are not files of the site.
    closeBundle: {
      order: 'post',
      async handler() {
        await writeBrotliFiles(outDir);
      },
    },
    configurePreviewServer: { order: 'post', handler: serveBrotliFiles },
  };
}
