import { CONTENT_TYPE, type SeriesMembership } from '@ott/common';
import type { CatalogReader } from './CatalogReader';
import type { Clip } from './clipSchema';
import type { ReadItems } from './readItems';
import {
  adScheduleFileSchema,
  contentListFileSchema,
  playlistFileSchema,
  seriesFileSchema,
  type AdScheduleFile,
  type CatalogPlaylist,
  type CatalogSeries,
  type ContentList,
} from './schemas';

/** The id a file must carry: its own name without `.json`. */
const idOfFile = (name: string): string => name.slice(0, -'.json'.length);

function needItems(reader: CatalogReader, file: string, ids: readonly string[], path: Array<string | number>, read: ReadItems): void {
  ids.forEach((id, index) => {
    if (!read.indexOf.has(id)) reader.fail(file, [...path, index], `unknown media id "${id}"`);
  });
}

/** `playlists/<id>.json`: one playlist per file; MANUAL items must exist. */
export function readPlaylists(reader: CatalogReader, read: ReadItems): Map<string, CatalogPlaylist> {
  const playlists = new Map<string, CatalogPlaylist>();
  for (const name of reader.list('playlists', '.json')) {
    const file = `playlists/${name}`;
    const playlist = reader.readAndParse(playlistFileSchema, file);
    if (playlist.feedid !== idOfFile(name)) reader.fail(file, ['feedid'], `"${playlist.feedid}" does not match the file name`);
    needItems(reader, file, playlist.items ?? [], ['items'], read);
    playlists.set(playlist.feedid, playlist);
  }
  return playlists;
}

/** `content-lists/<id>.json`. */
export function readContentLists(reader: CatalogReader, read: ReadItems): Map<string, ContentList> {
  const lists = new Map<string, ContentList>();
  for (const name of reader.list('content-lists', '.json')) {
    const file = `content-lists/${name}`;
    const list = reader.readAndParse(contentListFileSchema, file);
    if (list.id !== idOfFile(name)) reader.fail(file, ['id'], `"${list.id}" does not match the file name`);
    needItems(reader, file, list.items, ['items'], read);
    lists.set(list.id, list);
  }
  return lists;
}

export interface ReadSeries {
  series: Map<string, CatalogSeries>;
  memberships: Map<string, SeriesMembership[]>;
}

/**
 * `series/<id>.json`. The series item (same id, contentType series) must exist; every episode must
 * be an episode item whose seriesId names this series; every episode item must be listed by the
 * series it names. Episode numbers count from 1 within each season, in file order.
 */
export function readSeries(reader: CatalogReader, read: ReadItems): ReadSeries {
  const series = new Map<string, CatalogSeries>();
  const memberships = new Map<string, SeriesMembership[]>();
  for (const name of reader.list('series', '.json')) {
    const file = `series/${name}`;
    const entry = reader.readAndParse(seriesFileSchema, file);
    if (entry.series_id !== idOfFile(name)) reader.fail(file, ['series_id'], `"${entry.series_id}" does not match the file name`);
    const seriesIndex = read.indexOf.get(entry.series_id);
    if (seriesIndex === undefined) reader.fail(file, ['series_id'], `no media item "${entry.series_id}" (the series item: title, description, art)`);
    if (read.items[seriesIndex!]!.contentType !== CONTENT_TYPE.SERIES) reader.fail(file, ['series_id'], `media item "${entry.series_id}" is not a series (contentType series)`);
    entry.seasons.forEach((season, s) => {
      season.episodes.forEach((id, e) => {
        const path = ['seasons', s, 'episodes', e];
        const index = read.indexOf.get(id);
        if (index === undefined) reader.fail(file, path, `unknown media id "${id}"`);
        const item = read.items[index!]!;
        if (item.contentType !== CONTENT_TYPE.EPISODE) reader.fail(file, path, `"${id}" is not an episode (contentType episode)`);
        if (item.seriesId !== entry.series_id) reader.fail(file, path, `episode "${id}" has seriesId "${item.seriesId}", not "${entry.series_id}"`);
        if (memberships.has(id)) reader.fail(file, path, `episode "${id}" is listed twice`);
        memberships.set(id, [{ series_id: entry.series_id, season_number: season.season_number, episode_number: e + 1 }]);
      });
    });
    series.set(entry.series_id, entry);
  }
  read.items.forEach((item, position) => {
    if (item.contentType !== CONTENT_TYPE.EPISODE || memberships.has(item.mediaid)) return;
    const { file, index } = read.locations[position]!;
    const known = item.seriesId !== undefined && series.has(item.seriesId);
    reader.fail(file, [index, 'seriesId'], known ? `series/${item.seriesId}.json does not list episode "${item.mediaid}"` : `unknown series "${item.seriesId}" (no series/${item.seriesId}.json)`);
  });
  return { series, memberships };
}

/** `ads/<id>.json`: every break's clip must exist and have a progressive MP4 (the VAST MediaFile). */
export function readAds(reader: CatalogReader, clips: ReadonlyMap<string, Clip>): Map<string, AdScheduleFile> {
  const ads = new Map<string, AdScheduleFile>();
  for (const name of reader.list('ads', '.json')) {
    const file = `ads/${name}`;
    const schedule = reader.readAndParse(adScheduleFileSchema, file);
    if (schedule.id !== idOfFile(name)) reader.fail(file, ['id'], `"${schedule.id}" does not match the file name`);
    schedule.breaks.forEach((adBreak, index) => {
      const clip = clips.get(adBreak.clip);
      if (!clip) reader.fail(file, ['breaks', index, 'clip'], `unknown clip "${adBreak.clip}" (no media/${adBreak.clip}/clip.json)`);
      if (!clip!.manifest.progressive) reader.fail(file, ['breaks', index, 'clip'], `clip "${adBreak.clip}" has no progressive MP4 for the VAST MediaFile`);
    });
    ads.set(schedule.id, schedule);
  }
  return ads;
}
