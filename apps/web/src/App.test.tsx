import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

/** The whole app starts in these tests (settings, config, lists, lazy screens): on a loaded machine that takes a few seconds. */
const STARTUP_WAIT_MS = 10_000;

const CONFIG = {
  id: 'demoavod',
  siteName: 'Brightwater',
  description: 'A small independent channel.',
  siteId: 'ottdemo1',
  content: [{ type: 'playlist', contentId: 'featured', title: 'Featured' }],
  menu: [{ label: 'Films', contentId: 'newmovie', type: 'playlist' }],
  styling: { footerText: '© 2025 Brightwater' },
};

/** The local server as the app sees it: the settings file and the demo config. */
function serveDemo(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const { pathname } = new URL(input);
      if (pathname === '/.webapp.ini') return new Response('defaultConfigSource = demoavod\n');
      if (pathname === '/apps/configs/demoavod.json') return Response.json(CONFIG);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
}

describe('web app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('starts against the content host and shows the site with the brand logo', async () => {
    serveDemo();
    render(<App />);
    const home = await screen.findByRole('link', { name: 'Brightwater' }, { timeout: STARTUP_WAIT_MS });
    expect(home.querySelector('img')).toHaveProperty('src', expect.stringMatching(/\/logo\.svg$/));
    expect(await within(screen.getByRole('main')).findByRole('link', { name: 'Featured' }, { timeout: STARTUP_WAIT_MS })).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('http://127.0.0.1:8080/.webapp.ini');
  });
});
