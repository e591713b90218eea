// @vitest-environment jsdom
// The page is sanitized markdown: tested in jsdom (see the README's testing notes).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';

describe('About screen', () => {
  it('describes the open-source template at /o/about', async () => {
    await renderWithApp({ path: '/o/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(document.title).toMatch(/^About - /);
    expect(screen.getByRole('heading', { level: 2, name: 'An open-source template for video sites' })).toBeTruthy();
    expect(screen.getByText(/Six languages/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  });

  it('links to the licenses page inside the site', async () => {
    const { user, router } = await renderWithApp({ path: '/o/about' });
    const link = await screen.findByRole('link', { name: 'open-source licenses' });
    expect(link.getAttribute('target')).toBeNull();
    await user.click(link);
    expect(router.state.location.pathname).toBe('/o/licenses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open-source licenses' })).toBeTruthy();
  });

  it.each([
    ['es', 'Acerca de', 'Una plantilla de código abierto para sitios de vídeo'],
    ['th', 'เกี่ยวกับ', 'เทมเพลตโอเพนซอร์สสำหรับเว็บไซต์วิดีโอ'],
    ['nl', 'Over', 'Een opensourcesjabloon voor videosites'],
    ['fr', 'À propos', 'Un modèle open source pour les sites vidéo'],
    ['de', 'Über uns', 'Eine Open-Source-Vorlage für Videoseiten'],
  ])('is written in %s', async (language, title, heading) => {
    await renderWithApp({ path: '/o/about', language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });
});
