import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogError, loadCatalog } from '../src/index';
import { buildServer } from '../src/server';
import { editedCatalog, editJson, FIXTURE_CATALOG, removeFile, writeFile } from './helpers';

type Json = Record<string, unknown>;
type Items = Json[];

/** Each row: what is broken, how, and the one message start-up stops with. */
const cases: Array<[string, (dir: string) => void, string]> = [
  ['site.json is missing', (dir) => removeFile(dir, 'site.json'), 'catalog/site.json: file is missing'],
  ['site.json is not JSON', (dir) => writeFile(dir, 'site.json', '{\n  "siteId": }'), "catalog/site.json: invalid JSON: Unexpected token '}'"],
  ['a JSON syntax error with a position', (dir) => writeFile(dir, 'site.json', '{\n  "siteId": "fixsite1"\n  "name": "x"}'), 'catalog/site.json: invalid JSON: Expected \',\' or \'}\' after property value (line 3, column 3)'],
  ['a malformed site id', (dir) => editJson<Json>(dir, 'site.json', (site) => ({ ...site, siteId: 'fix' })), 'catalog/site.json: siteId: must be 8 letters or digits'],
  ['an unknown key in site.json', (dir) => editJson<Json>(dir, 'site.json', (site) => ({ ...site, colour: 'red' })), 'catalog/site.json: Unknown key "colour"'],
  ['a default config that does not exist', (dir) => editJson<Json>(dir, 'site.json', (site) => ({ ...site, defaultConfig: 'nopecfg1' })), 'catalog/site.json: defaultConfig: unknown config "nopecfg1" (no configs/nopecfg1.json)'],
  ['a content type of the wrong type', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[1]!['contentType'] = 7)), 'catalog/items/movies.json: [1].contentType: Expected string, received number'],
  ['a missing title', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void delete items[0]!['title']), 'catalog/items/movies.json: [0].title: Required'],
  ['a custom parameter that is not a string', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[0]!['seats'] = 3)), 'catalog/items/movies.json: [0].seats: custom parameters must be strings'],
  ['a dotted custom key of the wrong type', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[0]!['VCH.EventState'] = 1)), 'catalog/items/movies.json: [0]["VCH.EventState"]: Expected string, received number'],
  ['a malformed media id', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[2]!['mediaid'] = 'movie-3')), 'catalog/items/movies.json: [2].mediaid: must be 8 letters or digits'],
  ['a playable item without clip', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void delete items[1]!['clip']), 'catalog/items/movies.json: [1].clip: a playable item (contentType movie) needs "clip"'],
  ['a series with a clip', (dir) => editJson<Items>(dir, 'items/series.json', (items) => void (items[0]!['clip'] = 'alpha')), 'catalog/items/series.json: [0].clip: a series item plays no clip of its own (use "trailer" for a preview)'],
  ['an unknown clip', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[0]!['clip'] = 'nope')), 'catalog/items/movies.json: [0].clip: unknown clip "nope" (no media/nope/clip.json)'],
  ['an unknown art file', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[0]!['art'] = 'nope')), 'catalog/items/movies.json: [0].art: unknown art "nope" (no art/nope.svg)'],
  ['an unknown label art file', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[0]!['artLabels'] = { card: 'nope' })), 'catalog/items/movies.json: [0].artLabels.card: unknown art "nope" (no art/nope.svg)'],
  ['an unknown trailer', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[0]!['trailer'] = 'zzzzzzzz')), 'catalog/items/movies.json: [0].trailer: unknown media id "zzzzzzzz"'],
  ['a trailer that plays nothing', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[0]!['trailer'] = 'page0001')), 'catalog/items/movies.json: [0].trailer: "page0001" has no clip to play'],
  ['a duplicate media id', (dir) => editJson<Items>(dir, 'items/series.json', (items) => void (items[1]!['mediaid'] = 'movie002')), 'catalog/items/series.json: [1].mediaid: duplicate media id "movie002" (first in catalog/items/movies.json [1])'],
  ['a live channel without its template', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void delete items[0]!['live']), 'catalog/items/live.json: [0].live: a livechannel needs "live" (its day template)'],
  ['a programme with an unknown clip', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void ((items[0]!['live'] as { programmes: Json[] }).programmes[1]!['clip'] = 'nope')), 'catalog/items/live.json: [0].live.programmes[1].clip: unknown clip "nope" (no media/nope/clip.json)'],
  ['a programme clip without muxed audio among muxed ones', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void ((items[0]!['live'] as { programmes: Json[] }).programmes[1]!['clip'] = 'polyglot')), 'catalog/items/live.json: [0].live.programmes[1].clip: clip "polyglot" has no muxed audio, unlike the channel\'s first clip'],
  ['a programme of zero minutes', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void ((items[0]!['live'] as { programmes: Json[] }).programmes[0]!['durationMinutes'] = 0)), 'catalog/items/live.json: [0].live.programmes[0].durationMinutes: Too small: expected number to be >0'],
  ['a programme with an unknown art file', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void ((items[0]!['live'] as { programmes: Json[] }).programmes[1]!['art'] = 'nope')), 'catalog/items/live.json: [0].live.programmes[1].art: unknown art "nope" (no art/nope.svg)'],
  ['a live event without its schedule', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void delete items[2]!['event']), 'catalog/items/live.json: [2].event: a liveevent needs "event" (its clip and schedule)'],
  ['a fixed event ending before it starts', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void ((items[3]!['event'] as { schedule: Json }).schedule['end'] = '2025-03-01T17:00:00Z')), 'catalog/items/live.json: [3].event.schedule.end: end must be after start'],
  ['a daily event at an impossible time', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void ((items[2]!['event'] as { schedule: Json }).schedule['startUtc'] = '24:30')), 'catalog/items/live.json: [2].event.schedule.startUtc: must be HH:MM (UTC)'],
  ['an unknown schedule type', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void ((items[0]!['live'] as Json)['scheduleType'] = 'csv')), 'catalog/items/live.json: [0].live.scheduleType: must be "jwp" (JSON schedule) or "viewnexa" (XMLTV)'],
  ['a liveChannelsId naming no playlist', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void (items[0]!['liveChannelsId'] = 'nopelist')), 'catalog/items/live.json: [0].liveChannelsId: unknown playlist "nopelist" (no playlists/nopelist.json)'],
  ['a liveChannelsId naming a playlist without the channel', (dir) => editJson<Items>(dir, 'items/live.json', (items) => void (items[0]!['liveChannelsId'] = 'manual01')), 'catalog/items/live.json: [0].liveChannelsId: playlist "manual01" does not hold "channel1"'],
  ['a site language that is no language tag', (dir) => editJson<Json>(dir, 'site.json', (site) => void (site['language'] = 'English')), 'catalog/site.json: language: must be a language tag such as "en" or "pt-BR"'],
  ['a movie with a live template', (dir) => editJson<Items>(dir, 'items/movies.json', (items) => void (items[0]!['live'] = { scheduleType: 'jwp', programmes: [{ title: 'x', durationMinutes: 10, clip: 'alpha' }] })), 'catalog/items/movies.json: [0].live: only a livechannel has "live"'],
  ['an episode without a series', (dir) => editJson<Items>(dir, 'items/series.json', (items) => void delete items[1]!['seriesId']), 'catalog/items/series.json: [1].seriesId: an episode needs "seriesId"'],
  ['an episode its series does not list', (dir) => editJson<Json>(dir, 'series/series01.json', (series) => void ((series['seasons'] as Json[])[1]!['episodes'] = ['episod02'])), 'catalog/series/series01.json: seasons[1].episodes[0]: episode "episod02" is listed twice'],
  ['an episode left out of its series', (dir) => editJson<Json>(dir, 'series/series01.json', (series) => void (series['seasons'] = [(series['seasons'] as Json[])[0]])), 'catalog/items/series.json: [3].seriesId: series/series01.json does not list episode "episod03"'],
  ['an episode naming a series without a file', (dir) => removeFile(dir, 'series/series01.json'), 'catalog/items/series.json: [1].seriesId: unknown series "series01" (no series/series01.json)'],
  ['a series listing an unknown episode', (dir) => editJson<Json>(dir, 'series/series01.json', (series) => void ((series['seasons'] as Json[])[0]!['episodes'] = ['episod01', 'zzzzzzzz'])), 'catalog/series/series01.json: seasons[0].episodes[1]: unknown media id "zzzzzzzz"'],
  ['a series listing a movie', (dir) => editJson<Json>(dir, 'series/series01.json', (series) => void ((series['seasons'] as Json[])[0]!['episodes'] = ['episod01', 'movie001'])), 'catalog/series/series01.json: seasons[0].episodes[1]: "movie001" is not an episode (contentType episode)'],
  ['a season number used twice', (dir) => editJson<Json>(dir, 'series/series01.json', (series) => void ((series['seasons'] as Json[])[1]!['season_number'] = 1)), 'catalog/series/series01.json: seasons[1].season_number: season 1 is listed twice'],
  ['a playlist naming an unknown item', (dir) => editJson<Json>(dir, 'playlists/manual01.json', (playlist) => void (playlist['items'] = ['movie001', 'movie002', 'zzzzzzzz'])), 'catalog/playlists/manual01.json: items[2]: unknown media id "zzzzzzzz"'],
  ['a playlist id that is not its file name', (dir) => editJson<Json>(dir, 'playlists/manual01.json', (playlist) => void (playlist['feedid'] = 'manual02')), 'catalog/playlists/manual01.json: feedid: "manual02" does not match the file name'],
  ['a typo in a playlist key', (dir) => editJson<Json>(dir, 'playlists/dynamic1.json', (playlist) => void (playlist['item'] = [])), 'catalog/playlists/dynamic1.json: Unknown key "item"'],
  ['a DYNAMIC playlist without a query', (dir) => editJson<Json>(dir, 'playlists/dynamic1.json', (playlist) => void delete playlist['query']), 'catalog/playlists/dynamic1.json: query: a DYNAMIC playlist needs "query"'],
  ['an unknown aspect ratio', (dir) => editJson<Json>(dir, 'playlists/manual01.json', (playlist) => void (playlist['shelfImageAspectRatio'] = '3:1')), 'catalog/playlists/manual01.json: shelfImageAspectRatio: Invalid option: expected one of "1:1"|"2:1"|"2:3"|"4:3"|"5:3"|"16:9"|"9:13"|"9:16"'],
  ['a content list naming an unknown item', (dir) => editJson<Json>(dir, 'content-lists/clist001.json', (list) => void (list['items'] = ['zzzzzzzz'])), 'catalog/content-lists/clist001.json: items[0]: unknown media id "zzzzzzzz"'],
  ['a config failing the app rules', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void delete config['description']), 'catalog/configs/fixtcfg1.json: description: Required'],
  ['a config row of an unknown type', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void ((config['content'] as Json[])[1]!['type'] = 'carousel')), 'catalog/configs/fixtcfg1.json: content[1].type: Invalid option: expected one of "playlist"|"continue_watching"|"favorites"|"content_list"'],
  ['a config with two integrations', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void (config['integrations'] = { cleeng: { id: '1' }, jwp: { clientId: 'x' } })), 'catalog/configs/fixtcfg1.json: Failed to initialize app, more than 1 integrations are enabled (Enabled integrations: cleeng, jwp)'],
  ['a config row naming an unknown playlist', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void ((config['content'] as Json[])[0]!['contentId'] = 'nopelist')), 'catalog/configs/fixtcfg1.json: content[0].contentId: unknown playlist "nopelist" (no playlists/nopelist.json)'],
  ['a config row naming an unknown content list', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void ((config['content'] as Json[])[1]!['contentId'] = 'nopelist')), 'catalog/configs/fixtcfg1.json: content[1].contentId: unknown content list "nopelist" (no content-lists/nopelist.json)'],
  ['a menu item naming an unknown media item', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void ((config['menu'] as Json[])[1]!['contentId'] = 'zzzzzzzz')), 'catalog/configs/fixtcfg1.json: menu[1].contentId: unknown media id "zzzzzzzz"'],
  ['a config of another site', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void (config['siteId'] = 'othersit')), 'catalog/configs/fixtcfg1.json: siteId: "othersit" is not the catalog\'s site id "fixsite1" (site.json)'],
  ['a config naming an unknown search playlist', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void ((config['features'] as Json)['searchPlaylist'] = 'nopelist')), 'catalog/configs/fixtcfg1.json: features.searchPlaylist: unknown playlist "nopelist" (no playlists/nopelist.json)'],
  ['a config naming an unknown ad schedule', (dir) => editJson<Json>(dir, 'configs/fixtcfg1.json', (config) => void (config['adSchedule'] = 'nope')), 'catalog/configs/fixtcfg1.json: adSchedule: unknown ad schedule "nope" (no ads/nope.json)'],
  ['a config file name that is not a config id', (dir) => writeFile(dir, 'configs/Fixture.json', '{}'), 'catalog/configs/Fixture.json: a config file name must be 8 lowercase letters or digits'],
  ['a settings file without a usable source', (dir) => writeFile(dir, 'webapp.ini', '; nothing\n'), 'catalog/webapp.ini: No usable config sources'],
  ['a settings file naming an unknown content API shape', (dir) => writeFile(dir, 'webapp.ini', 'defaultConfigSource = fixtcfg1\ncontentApiShape = v3\n'), 'catalog/webapp.ini: contentApiShape: expected "v2" or "second", received "v3"'],
  ['a settings file naming an unknown config', (dir) => writeFile(dir, 'webapp.ini', 'defaultConfigSource = zzzzzzzz\n'), 'catalog/webapp.ini: defaultConfigSource: unknown config "zzzzzzzz" (no configs/zzzzzzzz.json)'],
  ['an ad break whose clip has no MP4', (dir) => editJson<Json>(dir, 'ads/preroll1.json', (schedule) => void ((schedule['breaks'] as Json[])[1]!['clip'] = 'alpha')), 'catalog/ads/preroll1.json: breaks[1].clip: clip "alpha" has no progressive MP4 for the VAST MediaFile'],
  ['an ad break at a malformed offset', (dir) => editJson<Json>(dir, 'ads/preroll1.json', (schedule) => void ((schedule['breaks'] as Json[])[1]!['offset'] = 'middle')), 'catalog/ads/preroll1.json: breaks[1].offset: must be "pre", "post" or HH:MM:SS'],
  ['a clip whose segment file is missing', (dir) => removeFile(dir, 'media/beta/main_001.ts'), 'catalog/media/beta/clip.json: segments[1].uri: file main_001.ts is missing'],
  [
    'a clip whose segment is a folder',
    (dir) => (removeFile(dir, 'media/beta/main_001.ts'), mkdirSync(join(dir, 'media/beta/main_001.ts'))),
    'catalog/media/beta/clip.json: segments[1].uri: file main_001.ts is missing',
  ],
  ['a clip naming a file outside its folder', (dir) => editJson<Json>(dir, 'media/beta/clip.json', (clip) => void ((clip['segments'] as Json[])[0]!['uri'] = 'x/../../alpha/main_000.ts')), 'catalog/media/beta/clip.json: segments[0].uri: must stay inside the clip folder'],
  ['a clip whose id is not its folder', (dir) => editJson<Json>(dir, 'media/beta/clip.json', (clip) => void (clip['id'] = 'gamma')), 'catalog/media/beta/clip.json: id: "gamma" does not match the folder name "beta"'],
  ['an art file that is not SVG', (dir) => writeFile(dir, 'art/card.svg', 'PNG'), 'catalog/art/card.svg: is not an SVG document (no <svg> element)'],
  ['no media item files', (dir) => removeFile(dir, 'items'), 'catalog/items: no media item files (items/*.json)'],
];

describe('catalog validation', () => {
  it('loads the fixture catalog', () => {
    expect(loadCatalog(FIXTURE_CATALOG).items.length).toBe(18);
  });

  it.each(cases)('stops on %s with one message naming file, field and problem', (_what, edit, message) => {
    const dir = editedCatalog(edit);
    let thrown: unknown;
    try {
      loadCatalog(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CatalogError);
    expect((thrown as CatalogError).message).toBe(message);
  });

  it('splits the message into file, path and problem', () => {
    const dir = editedCatalog((d) => editJson<Items>(d, 'items/movies.json', (items) => void (items[1]!['contentType'] = 7)));
    expect(() => loadCatalog(dir)).toThrow(
      expect.objectContaining({ file: 'catalog/items/movies.json', path: '[1].contentType', problem: 'Expected string, received number', code: 'catalog_invalid' }),
    );
  });

  it('names a folder that does not exist', () => {
    expect(() => loadCatalog(join(FIXTURE_CATALOG, 'nowhere'))).toThrow('nowhere: the catalog folder does not exist');
  });

  it('stops buildServer too', () => {
    const dir = editedCatalog((d) => removeFile(d, 'site.json'));
    expect(() => buildServer({ catalogDir: dir })).toThrow(CatalogError);
  });

  it('accepts a catalog without a settings file, ads or content lists', () => {
    const dir = editedCatalog((d) => {
      removeFile(d, 'webapp.ini');
      removeFile(d, 'content-lists');
      editJson<Json>(d, 'configs/fixtcfg1.json', (config) => {
        delete config['adSchedule'];
        config['content'] = [{ type: 'playlist', contentId: 'manual01' }];
      });
      removeFile(d, 'ads');
    });
    const catalog = loadCatalog(dir);
    expect(catalog.webappIni).toBeUndefined();
    expect(catalog.ads.size).toBe(0);
  });
});
