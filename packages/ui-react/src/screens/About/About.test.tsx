// @vitest-environment jsdom
// The page is sanitized markdown: tested in jsdom (see the README's testing notes).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';

// The route's screen is a lazy chunk (and jsdom is slow to start): allow it more than the default second on a busy machine.
const SCREEN_LOAD = { timeout: 5000 };

describe('About screen', () => {
  it('describes the open-source template at /o/about', async () => {
    await renderWithApp({ path: '/o/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' }, SCREEN_LOAD)).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^About - /));
    // The headings come with the markdown renderer, which loads in parallel with the screen.
    expect(await screen.findByRole('heading', { level: 2, name: 'An open-source template for video sites' }, SCREEN_LOAD)).toBeTruthy();
    expect(screen.getByText(/Six languages/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  });

  it('links to the licenses page inside the site', async () => {
    const { user, router } = await renderWithApp({ path: '/o/about' });
    const link = await screen.findByRole('link', { name: 'open-source licenses' }, SCREEN_LOAD);
    expect(link.getAttribute('target')).toBeNull();
    await user.click(link);
    expect(router.state.location.pathname).toBe('/o/licenses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open-source licenses' }, SCREEN_LOAD)).toBeTruthy();
  });

  it.each([
    ['es', 'Acerca de', 'Una plantilla de código abierto para sitios de vídeo'],
    ['th', 'เกี่ยวกับ', 'เทมเพลตโอเพนซอร์สสำหรับเว็บไซต์วิดีโอ'],
    ['nl', 'Over', 'Een opensourcesjabloon voor videosites'],
    ['fr', 'À propos', 'Un modèle open source pour les sites vidéo'],
    ['de', 'Über uns', 'Eine Open-Source-Vorlage für Videoseiten'],
  ])('is written in %s', async (language, title, heading) => {
    await renderWithApp({ path: '/o/about', language });
    expect(await screen.findByRole('heading', { level: 1, name: title }, SCREEN_LOAD)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: heading }, SCREEN_LOAD)).toBeTruthy();
  });
});
