import { EPISODE_PAGE_SIZE } from '@ott/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { pageOf } from '../content/pagination';
import { episodesOf, seriesReply, type EpisodeEntry } from '../content/series';
import { badParameter, NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { idListParam, idParam, integerParam, MAX_PAGE_LIMIT, singleParam, type Query } from '../http/params';
import { sendJsonText } from '../http/reply';

/** Largest episode page index: keeps `page_offset * page_limit` a safe integer. */
const MAX_PAGE_INDEX = 1_000_000;

type Request = FastifyRequest<{ Params: { id?: string; season?: string }; Querystring: Query }>;

/**
 * Series, seasons and episodes (spec 001 §7.1). Episode pages are the delivery API's shape (the
 * `@ott/common` episodesPageSchema): `{ episodes: [{ episode_number, season_number, media_item }],
 * page, page_limit, total }`, where `page_offset` is a 0-based page index and `page` the 1-based
 * number of the page served, so a client asks for the next page with the previous reply's `page`.
 */
export function registerSeriesRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog } = context;

  const seriesOf = (request: Request) => {
    const id = idParam(request.params.id, 'id');
    const series = catalog.series.get(id);
    if (!series) throw notFound(NOT_FOUND_MESSAGE.series);
    return series;
  };

  const sendEpisodes = (request: Request, reply: FastifyReply, entries: EpisodeEntry[]): FastifyReply => {
    const limit = integerParam(request.query, 'page_limit', { min: 1, max: MAX_PAGE_LIMIT }, EPISODE_PAGE_SIZE);
    const pageIndex = integerParam(request.query, 'page_offset', { min: 0, max: MAX_PAGE_INDEX }, 0);
    const { items, total } = pageOf(entries, { limit, offset: pageIndex * limit + 1 });
    const now = context.clock.now();
    const episodes = items.map(
      (entry) => `{"episode_number":${entry.episode_number},"season_number":${entry.season_number},"media_item":${context.items.json(entry.index, now)}}`,
    );
    const text = `{"episodes":[${episodes.join(',')}],"page":${pageIndex + 1},"page_limit":${limit},"total":${total}}`;
    return sendJsonText(context, request, reply, text);
  };

  app.get('/apps/series', (request: Request, reply) => {
    const ids = idListParam(request.query, 'media_ids');
    const lookup: Record<string, unknown> = {};
    for (const id of ids) lookup[id] = catalog.memberships.get(id) ?? [];
    return sendJsonText(context, request, reply, JSON.stringify(lookup));
  });

  app.get('/apps/series/:id', (request: Request, reply) => sendJsonText(context, request, reply, JSON.stringify(seriesReply(catalog, seriesOf(request)))));

  app.get('/apps/series/:id/seasons/:season/episodes', (request: Request, reply) => {
    const series = seriesOf(request);
    const raw = request.params.season ?? '';
    if (!/^\d{1,6}$/.test(raw)) throw badParameter('season', 'must be a season number');
    const number = Number(raw);
    if (!series.seasons.some((season) => season.season_number === number)) throw notFound('Season not found');
    return sendEpisodes(request, reply, episodesOf(catalog, series, number));
  });

  app.get('/apps/series/:id/episodes', (request: Request, reply) => {
    const series = seriesOf(request);
    let entries = episodesOf(catalog, series);
    const afterId = singleParam(request.query, 'after_id');
    if (afterId !== undefined && afterId !== '') {
      idParam(afterId, 'after_id');
      const position = entries.findIndex((entry) => entry.mediaId === afterId);
      if (position === -1) throw badParameter('after_id', 'is not an episode of this series');
      entries = entries.slice(position + 1);
    }
    return sendEpisodes(request, reply, entries);
  });
}
