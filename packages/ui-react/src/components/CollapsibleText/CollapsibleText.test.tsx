import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/renderWithI18n';
import { CollapsibleText, isOverflowing } from './CollapsibleText';

/** The test DOM has no layout: the content is made to measure taller than its box, or not. */
function fakeHeights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

const content = () => document.querySelector('.ott-collapsible-text__content') as HTMLElement;

describe('CollapsibleText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers "Show more" when the text is cut off, and "Show less" once open', async () => {
    fakeHeights(200, 72);
    renderWithI18n(<CollapsibleText text="A long description" maxLines={3} />);
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', content().id);
    expect(content()).toHaveClass('ott-collapsible-text__content--clamped');
    expect(content().style.getPropertyValue('--ott-collapsible-lines')).toBe('3');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(content()).not.toHaveClass('ott-collapsible-text__content--clamped');
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('offers no toggle when everything fits', () => {
    fakeHeights(40, 60);
    renderWithI18n(<CollapsibleText text="Short" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Short')).toBeInTheDocument();
  });

  it('is cut to 60 px by default, or to the given height', () => {
    fakeHeights(40, 60);
    const { rerender } = renderWithI18n(<CollapsibleText text="Short" />);
    expect(content().style.maxHeight).toBe('60px');
    rerender(<CollapsibleText text="Short" maxHeight={120} />);
    expect(content().style.maxHeight).toBe('120px');
  });

  it('reads overflow with one pixel of rounding tolerated', () => {
    expect(isOverflowing({ scrollHeight: 61, clientHeight: 60 })).toBe(false);
    expect(isOverflowing({ scrollHeight: 62, clientHeight: 60 })).toBe(true);
  });
});
