import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { CACHE_CONTROL, notModified } from '../http/caching';
import { DEFAULT_IMAGE_WIDTH, WEBP_MIME_TYPE } from '../content/urls';
import { badParameter, NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { flagParam, idParam, integerParam, NAME_PATTERN, singleParam, type Query } from '../http/params';
import type { RenderedImage } from '../images/ImageRenderer';
import { PLACEHOLDER_SVG } from '../images/placeholder';
import { bucketWidth } from '../images/widths';

type Request = FastifyRequest<{ Params: { id?: string; file?: string }; Querystring: Query }>;

const LABEL_PATTERN = /^[a-z0-9_]{1,32}$/;

/** `name.webp` -> name, or a 400 naming the parameter. */
function webpName(file: string | undefined, parameter: string, pattern: RegExp): string {
  const name = file?.endsWith('.webp') ? file.slice(0, -'.webp'.length) : undefined;
  if (name === undefined || !pattern.test(name)) throw badParameter(parameter, 'must be a name followed by .webp');
  return name;
}

/**
 * The `fallback` parameter: `false`/`0` refuses the placeholder (404 instead), `true`/`1` or
 * absent allows it, and a label name (`card`) is another label to try before the poster.
 */
function fallbackOf(query: Query): { placeholder: boolean; label?: string } {
  const raw = singleParam(query, 'fallback')?.trim();
  if (raw === undefined || raw === '') return { placeholder: true };
  const value = raw.toLowerCase();
  if (['0', 'false', 'no'].includes(value)) return { placeholder: false };
  if (['1', 'true', 'yes'].includes(value)) return { placeholder: true };
  if (!LABEL_PATTERN.test(raw)) throw badParameter('fallback', 'must be true, false or an image label');
  return { placeholder: true, label: raw };
}

/** Requested width (1 or more; above 3840 clamps), rounded up to a rendering bucket. */
const widthOf = (query: Query): number => bucketWidth(integerParam(query, 'width', { min: 1, max: 1_000_000 }, DEFAULT_IMAGE_WIDTH));

function sendImage(request: FastifyRequest, reply: FastifyReply, image: RenderedImage): FastifyReply {
  // Rendered art never changes while the server runs; its tag is a hash of the bytes, equal on every instance.
  reply.header('cache-control', CACHE_CONTROL.image).header('etag', image.etag).type(WEBP_MIME_TYPE);
  if (notModified(request, image.etag)) return reply.code(304).send();
  return reply.send(image.body);
}

/**
 * Media images `/v2/media/{id}/images/{label}.webp` (spec 001 §7.1) and raw art `/art/{name}.webp`
 * (programme images of the guide), rendered from SVG at the requested width.
 *
 * Label art: `poster` is the item's `art`; other labels come from `artLabels`. When a label has no
 * art: the label named by `fallback` (when it names one), then the poster with `poster_fallback=1`;
 * otherwise `fallback=false` gives 404, and anything else a neutral placeholder.
 */
export function registerImageRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, images } = context;

  app.get('/v2/media/:id/images/:file', async (request: Request, reply) => {
    const id = idParam(request.params.id, 'id');
    const label = webpName(request.params.file, 'label', LABEL_PATTERN);
    const width = widthOf(request.query);
    const posterFallback = flagParam(request.query, 'poster_fallback', false);
    const fallback = fallbackOf(request.query);
    const index = catalog.indexOf.get(id);
    if (index === undefined) throw notFound(NOT_FOUND_MESSAGE.media);
    const item = catalog.items[index]!;
    const artOf = (name: string | undefined): string | undefined =>
      name === undefined ? undefined : name === 'poster' ? item.art : item.artLabels && Object.hasOwn(item.artLabels, name) ? item.artLabels[name as keyof typeof item.artLabels] : undefined;
    const art = artOf(label) ?? artOf(fallback.label) ?? (posterFallback ? item.art : undefined);
    if (art !== undefined) return sendImage(request, reply, await images.render(art, catalog.art.get(art)!, width));
    if (!fallback.placeholder) throw notFound(NOT_FOUND_MESSAGE.image);
    return sendImage(request, reply, await images.render('\0placeholder', PLACEHOLDER_SVG, width));
  });

  app.get('/art/:file', async (request: Request, reply) => {
    const name = webpName(request.params.file, 'name', NAME_PATTERN);
    const width = widthOf(request.query);
    const svg = catalog.art.get(name);
    if (!svg) throw notFound(NOT_FOUND_MESSAGE.image);
    return sendImage(request, reply, await images.render(name, svg, width));
  });
}
