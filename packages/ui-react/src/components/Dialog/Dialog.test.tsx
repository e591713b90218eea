import { DIALOG_ANIMATION_MS } from '@ott/common';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n as render } from '../../test/renderWithI18n';
import { Dialog } from './Dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open trailer
      </button>
      <Dialog
        open={open}
        title="Trailer"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">Play</button>
        <a href="/m/1">Details</a>
      </Dialog>
    </>
  );
}

const dialogRoot = () => document.querySelector('.ott-dialog');

describe('<Dialog>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function openDialog() {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open trailer' });
    trigger.focus();
    fireEvent.click(trigger);
    return trigger;
  }

  it('goes through opening and open, 300 ms, and is labelled by its title', () => {
    openDialog();
    expect(screen.getByRole('dialog', { name: 'Trailer' })).toBeInTheDocument();
    expect(dialogRoot()).toHaveClass('ott-dialog--opening');
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS - 1));
    expect(dialogRoot()).toHaveClass('ott-dialog--opening');
    act(() => vi.advanceTimersByTime(1));
    expect(dialogRoot()).toHaveClass('ott-dialog--open');
  });

  it('moves focus inside and keeps it there: Tab and Shift+Tab wrap around', () => {
    openDialog();
    const play = screen.getByRole('button', { name: 'Play' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(play).toHaveFocus();

    screen.getByRole('link', { name: 'Details' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('link', { name: 'Details' })).toHaveFocus();
  });

  it('closes on Escape, animates out for 300 ms, then returns focus to the trigger', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Open trailer' });
    trigger.focus();
    fireEvent.click(trigger);
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS));

    fireEvent.keyDown(screen.getByRole('button', { name: 'Play' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogRoot()).toHaveClass('ott-dialog--closing');
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('leaves focus in a dialog that opened while it was closing (one dialog handing over to the next)', () => {
    function HandOver() {
      const [first, setFirst] = useState(false);
      const [second, setSecond] = useState(false);
      const handOver = () => {
        setFirst(false);
        setSecond(true);
      };
      return (
        <>
          <button type="button" onClick={() => setFirst(true)}>
            Behind
          </button>
          <Dialog open={first} title="Sign in" onClose={handOver}>
            <button type="button" onClick={handOver}>
              Continue
            </button>
          </Dialog>
          <Dialog open={second} title="Player" onClose={() => setSecond(false)}>
            <button type="button">Pause</button>
          </Dialog>
        </>
      );
    }
    render(<HandOver />);
    const behind = screen.getByRole('button', { name: 'Behind' });
    behind.focus();
    fireEvent.click(behind);
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    const refocusBehind = vi.spyOn(behind, 'focus');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS));
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(refocusBehind).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
  });

  it('closes from its close button and from a click on the backdrop', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open trailer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Open trailer' }));
    fireEvent.click(document.querySelector('.ott-dialog__backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('focuses the panel itself when it has nothing else to focus, and Tab stays there', () => {
    render(
      <Dialog open title="Notice" onClose={() => undefined} hideCloseButton>
        <p>Plain text</p>
      </Dialog>,
    );
    const panel = screen.getByRole('dialog', { name: 'Notice' });
    expect(panel).toHaveFocus();
    fireEvent.keyDown(panel, { key: 'Tab' });
    expect(panel).toHaveFocus();
  });
});
