import { matchRoutes, type Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { routableLocation } from './routableLocation';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: 'default' });
/** The path of the deepest route a location matches, or null when none does. */
const matchedPath = (location: Location) => matchRoutes(routes, location)?.at(-1)?.route.path ?? null;

describe('routableLocation', () => {
  it.each(['/%0A', '/o/about%0A', '/o/about%0d', '/%E2%80%A8', '/tv%e2%80%a9', '/o/about\n'])('takes %j, which matches no route, to the not-found route', (path) => {
    expect(matchedPath(at(path))).toBeNull();
    expect(matchedPath(routableLocation(at(path)))).toBe('*');
  });

  it('leaves other paths as they are', () => {
    const location = { ...at('/q/harbour%20lights'), search: '?u=login', key: 'k1' };
    expect(routableLocation(location)).toEqual(location);
  });

  it('a search query with a line break matches the search route as it is', () => {
    expect(matchedPath(at('/q/tide%0Afoo'))).toBe('q/:query');
  });
});
