// @vitest-environment jsdom
// DOMPurify is checked in jsdom: happy-dom's NodeIterator stops when the current node is removed,
// which makes any sanitizer test in happy-dom pass or fail for the wrong reason. Browsers and
// jsdom follow the DOM standard here.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './Markdown';
import { loadMarkdownRenderer } from './markdownRenderer';
import { isExternalUrl, renderInlineMarkdown, renderMarkdown } from './renderMarkdown';

// The first <Markdown> test needs a renderer that has not loaded yet, and the files of a worker
// share their modules (isolate: false): this file evaluates them anew.
vi.hoisted(() => vi.resetModules());

describe('markdown sanitization', () => {
  it.each([
    ['a script element', 'Hello <script>alert(1)</script>world'],
    ['an onerror handler', '<img src="x" onerror="alert(1)">'],
    ['an onclick handler on a link', '<a href="/" onclick="alert(1)">home</a>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['an iframe', '<iframe src="https://evil.test"></iframe>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>'],
  ])('removes %s', (_name, markdown) => {
    for (const html of [renderMarkdown(markdown), renderInlineMarkdown(markdown)]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    }
  });

  it('keeps ordinary markdown', () => {
    expect(renderMarkdown('# Title\n\nSome **bold** text')).toBe('<h1>Title</h1>\n<p>Some <strong>bold</strong> text</p>\n');
    expect(renderInlineMarkdown('[About](/o/about)')).toBe('<a href="/o/about">About</a>');
  });

  it('opens links to other sites in a new tab without access to this one', () => {
    expect(renderInlineMarkdown('[Docs](https://docs.example/)')).toBe('<a href="https://docs.example/" target="_blank" rel="noopener noreferrer">Docs</a>');
    expect(renderInlineMarkdown(`[Here](${window.location.origin}/p/1)`)).not.toContain('target');
  });

  it.each([
    ['/o/about', false],
    ['https://docs.example/x', true],
    ['//cdn.example/x', true],
    [`${window.location.origin}/m/1`, false],
    ['mailto:help@example.org', true],
    ['#top', false],
  ])('%s is external: %s', (href, external) => {
    expect(isExternalUrl(href)).toBe(external);
  });
});

describe('<Markdown>', () => {
  // First in this file: the renderer has not loaded yet (it loads with the first Markdown shown).
  it('shows the text without its markup until the renderer has loaded, then sanitized HTML, outside a router', async () => {
    const { container } = render(<Markdown markdown={'Safe <img src=x onerror="alert(1)"> **bold** text'} />);
    expect(container.textContent).toBe('Safe  bold text');
    expect(container.querySelector('img, strong')).toBeNull();

    await waitFor(() => expect(container.querySelector('strong')).not.toBeNull());
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelectorAll('.ott-markdown')).toHaveLength(1);
  });

  it('renders at once once the renderer has loaded', async () => {
    await loadMarkdownRenderer();
    const { container } = render(<Markdown markdown="Some **bold** text" />);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
  });

  it('follows links inside the site without reloading the page', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Markdown markdown="Read [about us](/o/about)." inline /> },
        { path: '/o/about', element: <h1>About page</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'about us' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/o/about');
  });
});
