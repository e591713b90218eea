import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { CatalogPlaylist } from '../catalog/schemas';
import { contentListReply, listReply } from '../content/replies';
import { NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { CONFIG_ID_PATTERN, idParam, pageParams, singleParam, textParam, type Query } from '../http/params';
import { pathOf, queryPairs, sendCachedJson } from '../http/reply';

type Request = FastifyRequest<{ Params: { id?: string; siteId?: string }; Querystring: Query }>;

/** Header fields of a playlist reply: the playlist's public fields and custom parameters. */
function playlistHeader(playlist: CatalogPlaylist): Record<string, unknown> {
  return {
    ...playlist.custom,
    feedid: playlist.feedid,
    title: playlist.title,
    description: playlist.description ?? '',
    kind: playlist.kind,
    ...(playlist.cardImageAspectRatio ? { cardImageAspectRatio: playlist.cardImageAspectRatio } : {}),
    ...(playlist.shelfImageAspectRatio ? { shelfImageAspectRatio: playlist.shelfImageAspectRatio } : {}),
  };
}

/**
 * Playlists, content lists and search (spec 001 §7.1 and the second API shape). Playlist and
 * search replies have the playlist shape `{ feedid, title, kind, playlist: [items], links }`;
 * content lists their own `{ id, title, description, list: [{ media_id, ..., custom_params }] }`.
 */
export function registerPlaylistRoutes(app: FastifyInstance, context: ServerContext): void {
  const { catalog, lists } = context;

  const knownMedia = (id: string | undefined, name: string): string | undefined => {
    if (id === undefined || id === '') return undefined;
    idParam(id, name);
    if (!catalog.indexOf.has(id)) throw notFound(NOT_FOUND_MESSAGE.media);
    return id;
  };
  const needSite = (siteId: string | undefined): void => {
    if (siteId !== catalog.site.siteId) throw notFound(NOT_FOUND_MESSAGE.site);
  };

  const sendPlaylist = (request: Request, reply: FastifyReply): FastifyReply => {
    const id = idParam(request.params.id, 'id');
    const found = catalog.playlists.get(id);
    if (!found) throw notFound(NOT_FOUND_MESSAGE.playlist);
    const { query } = request;
    const params = {
      search: textParam(query, 'search'),
      relatedMediaId: knownMedia(singleParam(query, 'related_media_id'), 'related_media_id'),
      useTags: textParam(query, 'use_tags')?.split(','),
    };
    const page = pageParams(query);
    return sendCachedJson(context, request, reply, () =>
      listReply(context, { header: playlistHeader(found), list: lists.playlist(found, params), page, path: pathOf(request), query: queryPairs(request) }),
    );
  };

  app.get('/v2/playlists/:id', sendPlaylist);
  app.get('/playlist/:id', sendPlaylist);

  app.get('/v2/sites/:siteId/content_lists/:id', (request: Request, reply) => {
    needSite(request.params.siteId);
    const id = idParam(request.params.id, 'id');
    const list = catalog.contentLists.get(id);
    if (!list) throw notFound(NOT_FOUND_MESSAGE.contentList);
    const page = pageParams(request.query);
    return sendCachedJson(context, request, reply, () =>
      contentListReply(context, { id: list.id, title: list.title, description: list.description, list: lists.ids(list.items), page }),
    );
  });

  const searchReply = (request: Request, term: string | undefined, scope: CatalogPlaylist | undefined) => {
    const page = pageParams(request.query);
    return listReply(context, {
      header: { feedid: scope?.feedid, title: scope?.title ?? 'Search results', description: '', kind: 'SEARCH', search_query: term ?? '' },
      list: term ? lists.search(term, scope) : [],
      page,
      path: pathOf(request),
      query: queryPairs(request),
    });
  };

  app.get('/v2/sites/:siteId/app_content/media/search', (request: Request, reply) => {
    needSite(request.params.siteId);
    const term = textParam(request.query, 'search_query');
    pageParams(request.query);
    return sendCachedJson(context, request, reply, () => searchReply(request, term, undefined));
  });

  app.get('/search', (request: Request, reply) => {
    const term = textParam(request.query, 'search_query');
    const configId = singleParam(request.query, 'configId');
    pageParams(request.query);
    let scope: CatalogPlaylist | undefined;
    if (configId !== undefined && configId !== '') {
      idParam(configId, 'configId', CONFIG_ID_PATTERN);
      const config = catalog.configs.get(configId);
      if (!config) throw notFound(NOT_FOUND_MESSAGE.config);
      if (config.searchPlaylist) scope = catalog.playlists.get(config.searchPlaylist);
    }
    return sendCachedJson(context, request, reply, () => searchReply(request, term, scope));
  });

  app.get('/related/:id', (request: Request, reply) => {
    const id = knownMedia(idParam(request.params.id, 'id'), 'id')!;
    const page = pageParams(request.query);
    return sendCachedJson(context, request, reply, () =>
      listReply(context, {
        header: { title: 'Related', description: '', kind: 'RECOMMENDATIONS', related_media_id: id },
        list: lists.related(id),
        page,
        path: pathOf(request),
        query: queryPairs(request),
      }),
    );
  });
}
