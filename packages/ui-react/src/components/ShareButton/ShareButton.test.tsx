import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/renderWithI18n';
import { copyText } from './copyText';
import { ShareButton } from './ShareButton';

const URL_TO_SHARE = 'https://tv.example.org/m/mvTide01/the-long-tide';

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

/** Lets the click handler's awaited promises settle. */
const settle = () => act(async () => {});

describe('ShareButton', () => {
  // Deleted, not set to undefined: the environment's own navigator and document come back for the
  // next test and the next file (isolate: false shares them).
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('opens the share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    renderWithI18n(<ShareButton title="The Long Tide" text="A drama" url={URL_TO_SHARE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(share).toHaveBeenCalledWith({ title: 'The Long Tide', text: 'A drama', url: URL_TO_SHARE });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('does nothing more when the viewer closes the share sheet', async () => {
    setNavigator('share', vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))));
    renderWithI18n(<ShareButton title="The Long Tide" url={URL_TO_SHARE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('copies the link otherwise, says "Copied" for 2 s and announces it', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    renderWithI18n(<ShareButton title="The Long Tide" url={URL_TO_SHARE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The link was copied to the clipboard');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('starts the 2 s again on a second copy', async () => {
    vi.useFakeTimers();
    setNavigator('clipboard', { writeText: vi.fn(async () => undefined) });
    renderWithI18n(<ShareButton title="The Long Tide" url={URL_TO_SHARE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Copied' }));
    await settle();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shares the current page when no address is given', async () => {
    const share = vi.fn(async () => undefined);
    setNavigator('share', share);
    renderWithI18n(<ShareButton title="Home" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: window.location.href }));
  });

  it('says nothing when the link could not be copied', async () => {
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: vi.fn(() => false) });
    renderWithI18n(<ShareButton title="The Long Tide" url={URL_TO_SHARE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('copyText', () => {
  it('falls back to the selection copy without a Clipboard API, leaving nothing behind', async () => {
    const execCommand = vi.fn(() => true);
    const fakeDocument = Object.assign(document.implementation.createHTMLDocument(''), { execCommand });
    expect(await copyText('hello', { navigator: {} as Navigator, document: fakeDocument })).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(fakeDocument.querySelector('textarea')).toBeNull();
  });

  it('answers false when the selection copy throws', async () => {
    const fakeDocument = Object.assign(document.implementation.createHTMLDocument(''), {
      execCommand: () => {
        throw new Error('not allowed');
      },
    });
    expect(await copyText('hello', { navigator: {} as Navigator, document: fakeDocument })).toBe(false);
  });
});
