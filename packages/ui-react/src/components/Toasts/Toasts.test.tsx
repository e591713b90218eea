import { ANNOUNCEMENT_TIMEOUT_MS } from '@ott/common';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '../../hooks/useToast';
import { renderElementWithApp } from '../../test/renderWithApp';
import { Toasts } from './Toasts';
import { createToastStore } from './toastStore';

const messages = (store: ReturnType<typeof createToastStore>) => store.getState().toasts.map((toast) => `${toast.variant}:${toast.message}`);

describe('toast store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a success message', 'success' as const, ANNOUNCEMENT_TIMEOUT_MS, []],
    ['an info message', 'info' as const, ANNOUNCEMENT_TIMEOUT_MS, []],
    ['an error (stays until dismissed)', 'error' as const, ANNOUNCEMENT_TIMEOUT_MS * 10, ['error:Hello']],
  ])('%s: shown, then after its time %s', (_case, variant, elapsed, left) => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.getState().show('Hello', { variant });
    expect(messages(store)).toEqual([`${variant}:Hello`]);
    vi.advanceTimersByTime(ANNOUNCEMENT_TIMEOUT_MS - 1);
    expect(messages(store)).toEqual([`${variant}:Hello`]);
    vi.advanceTimersByTime(elapsed);
    expect(messages(store)).toEqual(left);
  });

  it('is a success by default, keeps the newest three, and does not double a message shown again', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    for (const text of ['one', 'two', 'three', 'four']) store.getState().show(text);
    expect(messages(store)).toEqual(['success:two', 'success:three', 'success:four']);
    store.getState().show('two');
    expect(messages(store)).toEqual(['success:three', 'success:four', 'success:two']);
    vi.advanceTimersByTime(ANNOUNCEMENT_TIMEOUT_MS);
    expect(messages(store)).toEqual([]);
  });

  it('dismisses one toast at once and ignores an unknown id', () => {
    const store = createToastStore({ durationMs: 50 });
    const first = store.getState().show('one');
    store.getState().show('two');
    store.getState().dismiss(first);
    store.getState().dismiss(999);
    expect(messages(store)).toEqual(['success:two']);
  });
});

function ShowButton({ message, variant }: { message: string; variant?: 'success' | 'error' | 'info' }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, { variant })}>
      Show
    </button>
  );
}

describe('Toasts region and useToast', () => {
  it('is a polite status region, present before any message, that shows what useToast adds', async () => {
    const { user } = await renderElementWithApp(
      <>
        <ShowButton message="You are signed in" />
        <Toasts />
      </>,
    );
    const region = screen.getByRole('status', { name: 'Messages' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(within(region).getByText('You are signed in')).toBeInTheDocument();
    expect(region.firstElementChild).toHaveClass('ott-toasts__item--success');
  });

  it('closes a toast with its dismiss button, focus staying where it was', async () => {
    const { user } = await renderElementWithApp(
      <>
        <ShowButton message="Could not save" variant="error" />
        <Toasts />
      </>,
    );
    const show = screen.getByRole('button', { name: 'Show' });
    await user.click(show);
    expect(show).toHaveFocus();
    const region = screen.getByRole('status', { name: 'Messages' });
    expect(region.firstElementChild).toHaveClass('ott-toasts__item--error');
    await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('disappears by itself after the announcement time-out (10 s)', async () => {
    await renderElementWithApp(
      <>
        <ShowButton message="Account created" />
        <Toasts />
      </>,
    );
    vi.useFakeTimers();
    try {
      act(() => screen.getByRole('button', { name: 'Show' }).click());
      expect(screen.getByText('Account created')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(ANNOUNCEMENT_TIMEOUT_MS));
      expect(screen.queryByText('Account created')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
