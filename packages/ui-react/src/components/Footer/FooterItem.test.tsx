// @vitest-environment jsdom
// Compares with sanitized markdown: jsdom, see Markdown.test.tsx for why not happy-dom.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInlineMarkdown } from '../Markdown/renderMarkdown';
import { FooterItem } from './FooterItem';

// The last test needs a markdown renderer that has not loaded yet, and the files of a worker share
// their modules (isolate: false): this file evaluates them anew.
vi.hoisted(() => vi.resetModules());

function renderItem(item: string) {
  const router = createMemoryRouter([{ path: '*', element: <FooterItem item={item} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('<FooterItem>', () => {
  it.each([
    '© 2025 Brightwater Club, an independent channel',
    '[About us](/m/pgAbout1/about-brightwater)',
    'Read [the FAQ](/o/about?x=1#faq) or [write to us](https://example.org/contact) (we answer)',
    '[Mail](mailto:help@example.org)',
  ])('renders %j at once, as the markdown renderer would', (item) => {
    const { container } = renderItem(item);
    const span = container.querySelector('.ott-markdown.ott-markdown--inline');
    // React Router's Link marks its anchors with data-discover; the rest is the same markup.
    expect(span?.innerHTML.replaceAll(' data-discover="true"', '')).toBe(renderInlineMarkdown(item));
  });

  it('renders other markdown with the markdown renderer once it has loaded, as plain text meanwhile', async () => {
    const { container } = renderItem('© 2025 **Harbour TV** <img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('© 2025 Harbour TV');
    expect(container.querySelector('img')).toBeNull();
    expect((await screen.findByText('Harbour TV')).tagName).toBe('STRONG');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
