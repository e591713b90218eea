import { screen, render, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_INPUT, contentListReply, playlistReply } from '../test/fixtures';
import { callsTo, createFetchStub, type StubReply } from '../test/fetchStub';
import { OttApp } from './OttApp';

const APP_CONFIG = { contentHost: 'http://content.test', defaultConfigSource: 'demo0001', brand: { name: 'Harbour' } };

function startApp(replies: Record<string, StubReply>, appConfig: Parameters<typeof OttApp>[0]['appConfig'] = APP_CONFIG) {
  const fetch = createFetchStub(replies);
  vi.stubGlobal('fetch', fetch);
  render(<OttApp appConfig={appConfig} />);
  return fetch;
}

describe('<OttApp> startup', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    // Startup failures are logged; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('style');
    // The home's start-up preloads its first images into the head.
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it('loads a valid config and renders the site: header, home rows, colours and head', async () => {
    startApp({ '/.webapp.ini': 'defaultConfigSource = demo0001', '/apps/configs/demo0001.json': CONFIG_INPUT });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    expect(await screen.findByRole('link', { name: 'Harbour TV' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Featured' })).toHaveAttribute('href', '/p/featured/featured');
    // Continue watching is a configured row too, hidden while the viewer has watched nothing.
    expect(within(main).queryByRole('heading', { name: 'Continue watching' })).not.toBeInTheDocument();
    // The Spanish-only row is hidden in English.
    expect(within(main).queryByText('En español')).not.toBeInTheDocument();

    const root = document.documentElement;
    expect(root.style.getPropertyValue('--ott-bg')).toBe('#f5f5f5');
    expect(root.style.getPropertyValue('--ott-text')).toBe('#000000');
    expect(root.style.getPropertyValue('--ott-header-text')).toBe('#ffffff');
    expect(root.lang).toBe('en');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Films and series from the harbour.');
    await waitFor(() => expect(document.title).toBe('Harbour TV'));
  });

  it("requests the home's lists once, at start-up, and its shelves show them", async () => {
    const fetch = startApp({
      '/.webapp.ini': 'defaultConfigSource = demo0001',
      '/apps/configs/demo0001.json': CONFIG_INPUT,
      '/v2/playlists/featured': playlistReply('featured', 'Featured', [{ mediaid: 'abcd1234', title: 'Harbour Lights' }]),
      [`/v2/sites/${CONFIG_INPUT.siteId}/content_lists/picks001`]: contentListReply('picks001', 'Staff picks', [{ mediaid: 'efgh5678', title: 'Night Ferry' }]),
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Harbour Lights')).toBeInTheDocument();
    expect(await within(main).findByText('Night Ferry')).toBeInTheDocument();
    expect(callsTo(fetch, '/v2/playlists/featured')).toBe(1);
    expect(callsTo(fetch, `/v2/sites/${CONFIG_INPUT.siteId}/content_lists/picks001`)).toBe(1);
  });

  it('requests the lists of the rows below the first screen once its lists and images have arrived', async () => {
    const list = (id: string) => playlistReply(id, id, [{ mediaid: `${id.slice(0, 4)}0001`, title: `${id} item` }]);
    const content = ['first001', 'second01', 'third001'].map((contentId) => ({ type: 'playlist', contentId, title: `Row ${contentId}` }));
    const fetch = startApp({
      '/.webapp.ini': 'defaultConfigSource = demo0001',
      '/apps/configs/demo0001.json': { ...CONFIG_INPUT, content },
      '/v2/playlists/first001': list('first001'),
      '/v2/playlists/second01': list('second01'),
      '/v2/playlists/third001': list('third001'),
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('second01 item')).toBeInTheDocument();
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    await waitFor(() => expect(preloads()).toHaveLength(2));
    expect(callsTo(fetch, '/v2/playlists/third001')).toBe(0);
    expect(within(main).getByRole('region', { name: 'Row third001' })).toHaveAttribute('aria-busy', 'true');

    for (const link of preloads()) link.dispatchEvent(new Event('load'));
    expect(await within(main).findByText('third001 item')).toBeInTheDocument();
    expect(callsTo(fetch, '/v2/playlists/third001')).toBe(1);
  });

  it('does not request the home lists on another page', async () => {
    window.history.replaceState(null, '', '/o/about');
    const fetch = startApp({ '/.webapp.ini': 'defaultConfigSource = demo0001', '/apps/configs/demo0001.json': CONFIG_INPUT });
    expect(await screen.findByRole('link', { name: 'Harbour TV' })).toBeInTheDocument();
    expect(callsTo(fetch, '/v2/playlists/featured')).toBe(0);
  });

  it('shows the config error screen with its title for an invalid config', async () => {
    startApp({ '/.webapp.ini': 'defaultConfigSource = demo0001', '/apps/configs/demo0001.json': { ...CONFIG_INPUT, menu: undefined } });
    expect(await screen.findByRole('heading', { name: 'No config found' })).toBeInTheDocument();
    expect(screen.getByText('The app config is invalid: menu: Required')).toBeInTheDocument();
    expect(screen.getByText('Harbour')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('The app could not start', expect.objectContaining({ code: 'config_invalid' }));
  });

  it('shows "No usable config sources" when the settings and the app name no source', async () => {
    startApp({ '/.webapp.ini': '[options]\nUNSAFE_allowAnyConfigSource = false\n' }, { contentHost: 'http://content.test', helpUrl: 'https://docs.example/config' });
    expect(await screen.findByRole('heading', { name: 'No usable config sources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More information' })).toHaveAttribute('href', 'https://docs.example/config');
  });

  it('starts in the language of the lng parameter and shows the error screen in it', async () => {
    window.history.replaceState(null, '', '/?lng=de');
    startApp({ '/.webapp.ini': 'defaultConfigSource = demo0001', '/apps/configs/demo0001.json': { ...CONFIG_INPUT, siteId: undefined } });
    expect(await screen.findByRole('heading', { name: 'Keine Konfiguration gefunden' })).toBeInTheDocument();
    expect(window.localStorage.getItem('jwapp.language')).toBe('de');
  });
});
