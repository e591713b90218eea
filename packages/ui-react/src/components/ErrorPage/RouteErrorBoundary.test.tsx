import { silentLogger } from '@ott/common';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';
import { Layout } from '../Layout/Layout';

function Broken(): never {
  throw new Error('render failed');
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: 'broken', element: <Broken /> },
      { path: '*', element: <h1>Working page</h1> },
    ],
  },
];

describe('a screen that fails', () => {
  it('shows the error page inside the page frame, and the next page renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = vi.spyOn(silentLogger, 'error');
    const { router } = await renderWithApp({ routes, path: '/broken' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Something went wrong', level: 1 })).toBeInTheDocument();
    expect(within(main).getByText('Please try again later. If the problem persists, contact support.')).toBeInTheDocument();
    // The header and the skip link stay usable.
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('A screen failed', expect.objectContaining({ message: 'render failed' }));

    await router.navigate('/elsewhere');
    expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'Working page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
