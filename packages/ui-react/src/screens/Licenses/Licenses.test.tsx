import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';
import Licenses from './Licenses';
import bundledPackages from './licenses.json';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

// The route's screen is a lazy chunk (and jsdom is slow to start): allow it more than the default second on a busy machine.
const SCREEN_LOAD = { timeout: 5000 };

describe('Licenses screen', () => {
  it('lists the bundled packages with their versions and licenses at /o/licenses', async () => {
    await renderWithApp({ path: '/o/licenses' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open-source licenses' }, SCREEN_LOAD)).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Open-source licenses - /));
    const table = screen.getByRole('table', { name: 'Packages bundled with this site' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Package', 'Version', 'License']);
    expect(rowsOf(table)).toHaveLength(bundledPackages.length);
    expect(within(table).getByRole('rowheader', { name: 'react' })).toBeTruthy();
  });

  it('lists what the generated file holds: every package with a version, and hls.js among them', () => {
    expect(bundledPackages.length).toBeGreaterThan(10);
    for (const entry of bundledPackages) expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(bundledPackages.map((entry) => entry.name)).toEqual(expect.arrayContaining(['react', 'react-dom', 'hls.js', 'i18next']));
  });

  it('says so when a package states no license', async () => {
    const packages = [
      { name: 'alpha', version: '1.0.0', license: 'MIT' },
      { name: 'beta', version: '2.1.0', license: null },
    ];
    await renderWithApp({ routes: [{ path: '*', element: <Licenses packages={packages} /> }] });
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['alpha', '1.0.0', 'MIT'],
      ['beta', '2.1.0', 'Not stated'],
    ]);
  });

  it('is translated', async () => {
    await renderWithApp({ path: '/o/licenses', language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Licences open source' }, SCREEN_LOAD)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Paquets embarqués dans ce site' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Licence' })).toBeTruthy();
  });
});
