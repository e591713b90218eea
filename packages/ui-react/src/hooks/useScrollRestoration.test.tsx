import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_POSITIONS_KEY, useScrollRestoration } from './useScrollRestoration';

function Page({ name }: { name: string }) {
  useScrollRestoration();
  return (
    <>
      <h1>{name}</h1>
      <p id="cast">Cast</p>
      <Link to="/b">To B</Link>
    </>
  );
}

const routes = [
  { path: '/a', element: <Page name="A" /> },
  { path: '/b', element: <Page name="B" /> },
];

let scrollY = 0;

/** The window scrolled to `y`, as the browser reports it. */
function scrollTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  // Spies, which restoreMocks undoes: the window is shared with the next file (isolate: false).
  let scrolled: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    scrolled = vi.fn((_x: number, y: number) => scrollTo(y));
    vi.spyOn(window, 'scrollTo').mockImplementation(scrolled as unknown as typeof window.scrollTo);
    scrollTo(0);
  });
  afterEach(() => sessionStorage.clear());

  it('starts a new page at its top and returns to where the page was left on Back', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    scrollTo(640);
    await act(() => router.navigate('/b'));
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
    scrollTo(120);
    await act(() => router.navigate(-1));
    expect(scrolled).toHaveBeenLastCalledWith(0, 640);
    await act(() => router.navigate(1));
    expect(scrolled).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps taking Back to the saved point while the page grows to it, unless the viewer scrolls', async () => {
    let pageEnd = 2000;
    scrolled.mockImplementation((_x: number, y: number) => scrollTo(Math.min(y, pageEnd)));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    scrollTo(640);
    await act(() => router.navigate('/b'));

    // Back: the page is still short when it first renders, then its lists arrive.
    pageEnd = 200;
    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(200);
    pageEnd = 2000;
    await act(frame);
    await act(frame);
    expect(window.scrollY).toBe(640);

    // Forward and Back again, the viewer scrolling meanwhile: the viewer wins.
    await act(() => router.navigate(1));
    pageEnd = 200;
    await act(() => router.navigate(-1));
    window.dispatchEvent(new Event('wheel'));
    pageEnd = 2000;
    await act(frame);
    await act(frame);
    expect(window.scrollY).toBe(200);
  });

  it('leaves the page where it is when only the query changes', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    scrollTo(480);
    await act(() => router.navigate('/a?u=login', { replace: true }));
    expect(scrolled).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(480);
  });

  it('scrolls to the element a #hash names', async () => {
    const into = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/b#cast'));
    expect(into).toHaveBeenCalledTimes(1);
    // A malformed hash names no element, and breaks nothing.
    await act(() => router.navigate('/a#%E0%A4%A'));
    expect(into).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
  });

  it('keeps the positions in the tab session, and ignores a damaged record', async () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    scrollTo(300);
    await act(() => router.navigate('/b'));
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    expect(Object.values(saved)).toContain(300);
  });

  describe.each([
    { how: 'a typed address or a bookmark', type: 'navigate', expected: undefined },
    { how: 'a reload', type: 'reload', expected: 700 },
    { how: 'Back into the document', type: 'back_forward', expected: 700 },
  ])('the first page of a document opened by $how', ({ type, expected }) => {
    it(expected === undefined ? 'opens at the top' : 'returns to where it was left', () => {
      // What the previous document of this tab left for its first page (history entries without a key).
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ 'default:/a': 700, default: 1200 }));
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
      render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/a'] })} />);
      if (expected === undefined) expect(scrolled).not.toHaveBeenCalled();
      else expect(scrolled).toHaveBeenLastCalledWith(0, expected);
    });
  });
});
