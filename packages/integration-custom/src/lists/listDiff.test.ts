import type { StoredWatchHistoryEntry } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { diffFavorites, diffWatchHistory, uniqueByMedia, type FavoriteCall, type HistoryCall } from './listDiff';

const favorites = (ids: string) => (ids === '' ? [] : ids.split(' ').map((mediaid) => ({ mediaid })));
/** "a:0.5 b:1" -> entries, newest first. */
const history = (entries: string): StoredWatchHistoryEntry[] =>
  entries === ''
    ? []
    : entries.split(' ').map((entry) => {
        const [mediaid = '', progress = '0'] = entry.split(':');
        return { mediaid, progress: Number(progress) };
      });

const describeFavorite = (call: FavoriteCall) => (call.kind === 'delete' ? `DELETE ${call.mediaid}` : `POST ${call.entry.mediaid}`);
const describeHistory = (call: HistoryCall) => (call.kind === 'delete' ? `DELETE ${call.mediaid}` : `POST ${call.entry.mediaid}:${call.entry.progress}`);

describe('diffFavorites (lists newest first)', () => {
  it.each([
    ['nothing changed', 'a b c', 'a b c', []],
    ['toggle on: added at the front', 'a b', 'n a b', ['POST n']],
    ['toggle off', 'a b c', 'a c', ['DELETE b']],
    ['first save to an empty account (sign-up): oldest posted first', '', 'x y z', ['POST z', 'POST y', 'POST x']],
    ['all removed', 'a b', '', ['DELETE a', 'DELETE b']],
    ['a swap at the limit deletes before it posts', 'a b', 'n a', ['DELETE b', 'POST n']],
    ['duplicates in the new list count once', 'a', 'n n a', ['POST n']],
    ['an order change alone sends nothing (the API keeps createdAt)', 'a b', 'b a', []],
  ])('%s: [%s] -> [%s]', (_name, known, wanted, calls) => {
    expect(diffFavorites(favorites(known), favorites(wanted)).map(describeFavorite)).toEqual(calls);
  });
});

describe('diffWatchHistory (lists newest first)', () => {
  it.each([
    ['nothing changed', 'a:0.5 b:1', 'a:0.5 b:1', []],
    ['progress of the newest entry changed', 'a:0.5 b:1', 'a:0.7 b:1', ['POST a:0.7']],
    ['an older entry watched again moves to the front', 'a:0.5 b:0.2 c:1', 'b:0.4 a:0.5 c:1', ['POST b:0.4']],
    ['a new entry', 'a:0.5', 'n:0.1 a:0.5', ['POST n:0.1']],
    ['a new entry and a changed one: oldest first, so the server ends newest first', 'a:0.5 b:0.2', 'n:0.1 a:0.6 b:0.2', ['POST a:0.6', 'POST n:0.1']],
    ['another episode of the same series replaces the old one', 'e1:0.9 m:0.5', 'e2:0.1 m:0.5', ['DELETE e1', 'POST e2:0.1']],
    ['moved to the front with the same progress is posted too (order)', 'a:0.5 b:1', 'b:1 a:0.5', ['POST b:1']],
    ['first save to an empty account', '', 'x:0.1 y:0.2', ['POST y:0.2', 'POST x:0.1']],
    ['cleared', 'a:0.5 b:1', '', ['DELETE a', 'DELETE b']],
    ['truncated to the limit: the oldest goes', 'a:0.1 b:0.2 c:0.3', 'n:0.5 a:0.1 b:0.2', ['DELETE c', 'POST n:0.5']],
    ['duplicates in the new list: the newest counts', 'a:0.5', 'a:0.6 a:0.5', ['POST a:0.6']],
  ])('%s: [%s] -> [%s]', (_name, known, wanted, calls) => {
    expect(diffWatchHistory(history(known), history(wanted)).map(describeHistory)).toEqual(calls);
  });

  it('leaves seriesId out of what it posts (the API keeps media and progress only)', () => {
    expect(diffWatchHistory([], [{ mediaid: 'e1', progress: 0.3, seriesId: 's1' }])).toEqual([{ kind: 'post', entry: { mediaid: 'e1', progress: 0.3 } }]);
  });
});

describe('uniqueByMedia', () => {
  it('keeps the first entry of each media', () => {
    expect(uniqueByMedia(history('a:0.1 b:0.2 a:0.3'))).toEqual(history('a:0.1 b:0.2'));
  });
});

describe('applying the calls to a server that orders by write time gives the wanted list', () => {
  /** A small deterministic generator, so a failure can be replayed. */
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const randomHistory = (next: () => number): StoredWatchHistoryEntry[] =>
    uniqueByMedia(Array.from({ length: Math.floor(next() * 8) }, () => ({ mediaid: `m${Math.floor(next() * 10)}`, progress: Math.floor(next() * 4) / 4 })));

  /** The API: a post puts the entry on top (upsert), a delete removes it. */
  const serverAfter = (known: StoredWatchHistoryEntry[], calls: HistoryCall[]) =>
    calls.reduce(
      (list, call) =>
        call.kind === 'delete' ? list.filter((entry) => entry.mediaid !== call.mediaid) : [call.entry, ...list.filter((entry) => entry.mediaid !== call.entry.mediaid)],
      known,
    );

  it('for 2,000 random pairs of lists; every new or changed entry is among the posts', () => {
    const next = random(42);
    for (let run = 0; run < 2000; run += 1) {
      const known = randomHistory(next);
      const wanted = randomHistory(next);
      const calls = diffWatchHistory(known, wanted);
      expect(serverAfter(known, calls)).toEqual(wanted);
      const changed = wanted.filter((entry) => !known.some((old) => old.mediaid === entry.mediaid && old.progress === entry.progress));
      const posted = calls.flatMap((call) => (call.kind === 'post' ? [call.entry] : []));
      expect(posted).toEqual(expect.arrayContaining(changed));
    }
  });
});
