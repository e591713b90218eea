import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFetchStub } from '../../test/fetchStub';
import { contentListReply } from '../../test/fixtures';
import { renderWithApp, setViewportWidth } from '../../test/renderWithApp';

const PATH = '/v2/sites/site0001/content_lists/staffpck';
const main = () => screen.getByRole('main');

describe('Content list page', () => {
  beforeEach(() => setViewportWidth(1400));

  it('shows the list as a grid of cards', async () => {
    const items = Array.from({ length: 32 }, (_, index) => ({ mediaid: `pick${String(index + 1).padStart(4, '0')}`, title: `Pick ${index + 1}` }));
    const { user } = await renderWithApp({ path: '/n/staffpck/staff-picks', fetch: createFetchStub({ [PATH]: contentListReply('staffpck', 'Staff picks', items) }) });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Staff picks' })).toBeInTheDocument();
    const list = within(main()).getByRole('list');
    expect(list.style.getPropertyValue('--ott-grid-columns')).toBe('5');
    expect(within(list).getAllByRole('link')).toHaveLength(30);
    expect(within(list).getByRole('link', { name: 'Pick 1' })).toHaveAttribute('href', '/m/pick0001/pick-1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(within(list).getAllByRole('link')).toHaveLength(32);
  });

  it('says "Playlist not found" for a list that does not exist', async () => {
    await renderWithApp({ path: '/n/missing1/x', fetch: createFetchStub({}) });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Playlist not found' })).toBeInTheDocument();
  });

  it('shows the empty-shelves message for an empty list', async () => {
    await renderWithApp({ path: '/n/staffpck/x', fetch: createFetchStub({ [PATH]: contentListReply('staffpck', 'Staff picks', []) }) });
    expect(await within(main()).findByRole('heading', { name: 'Nothing to watch here yet' })).toBeInTheDocument();
  });
});
