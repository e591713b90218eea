import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';
import { AlternateLanguageLinks } from './AlternateLanguageLinks';

const alternates = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [link.hreflang, link.getAttribute('href')]);

const renderAt = (path: string, languages?: string[]) =>
  renderWithApp({ path, routes: [{ path: '*', element: <AlternateLanguageLinks /> }], appConfig: { contentHost: 'http://content.test', languages } });

describe('AlternateLanguageLinks', () => {
  it('puts a link to the page in each of the six languages, and x-default, in the head', async () => {
    await renderAt('/p/featured/films');
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ...['en', 'es', 'th', 'nl', 'fr', 'de'].map((language) => [language, `${origin}/p/featured/films?lng=${language}`]),
      ['x-default', `${origin}/p/featured/films`],
    ]);
  });

  it('follows the route', async () => {
    const { router } = await renderAt('/', ['en', 'fr']);
    await act(() => router.navigate('/m/abc123/film?r=featured'));
    expect(alternates()).toEqual([
      ['en', `${window.location.origin}/m/abc123/film?r=featured&lng=en`],
      ['fr', `${window.location.origin}/m/abc123/film?r=featured&lng=fr`],
      ['x-default', `${window.location.origin}/m/abc123/film?r=featured`],
    ]);
  });

  it('adds nothing for a site in one language', async () => {
    await renderAt('/', ['en']);
    expect(alternates()).toEqual([]);
  });
});
