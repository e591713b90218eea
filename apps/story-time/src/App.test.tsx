import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

/** The whole app starts in these tests (settings, config, lists, lazy screens): on a loaded machine that takes a few seconds. */
const STARTUP_WAIT_MS = 10_000;

const CONFIG = {
  id: 'kidstory',
  siteName: 'Story Lantern',
  description: 'Picture books read aloud.',
  siteId: 'ottdemo1',
  content: [{ type: 'playlist', contentId: 'kidsfeat', title: 'Story Lantern picks' }],
  menu: [{ label: 'Bedtime', contentId: 'bedtime1', type: 'playlist' }],
  styling: { backgroundColor: '#fff6e5', footerText: '© 2025 Story Lantern' },
};

/** The local server as this app sees it: only the children's config (no settings file is read). */
function serveDemo(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const { pathname } = new URL(input);
      if (pathname === '/apps/configs/kidstory.json') return Response.json(CONFIG);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
}

describe('story-time app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('starts on the children’s config from the content host and shows its site with the brand logo', async () => {
    serveDemo();
    render(<App />);
    const home = await screen.findByRole('link', { name: 'Story Lantern' }, { timeout: STARTUP_WAIT_MS });
    expect(home.querySelector('img')).toHaveProperty('src', expect.stringMatching(/\/logo\.svg$/));
    expect(await within(screen.getByRole('main')).findByRole('link', { name: 'Story Lantern picks' }, { timeout: STARTUP_WAIT_MS })).toBeTruthy();
    const requested = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(requested[0]).toBe('http://127.0.0.1:8080/apps/configs/kidstory.json');
    expect(requested.some((url) => url.endsWith('/.webapp.ini'))).toBe(false);
  });
});
