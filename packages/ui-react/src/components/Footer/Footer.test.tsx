// @vitest-environment jsdom
// Footer items are sanitized markdown: checked in jsdom, see Markdown.test.tsx for why not happy-dom.
import type { ConfigInput } from '@ott/common';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';

const renderLayout = (overrides: Partial<ConfigInput> = {}) =>
  renderWithApp({ config: createTestConfig(overrides), path: '/o/about' });

describe('<Footer>', () => {
  it('renders the footer text as markdown: lines on <br>, items on |', async () => {
    await renderLayout({ styling: { footerText: '© 2025 **Harbour TV** | [About us](/o/about)<br>Made by the sea' } });
    const footer = screen.getByRole('contentinfo');
    // Emphasis needs the markdown renderer, which loads with the first item that has some.
    expect((await within(footer).findByText('Harbour TV')).tagName).toBe('STRONG');
    const lines = within(footer).getAllByRole('list');
    expect(lines.map((line) => within(line).getAllByRole('listitem').map((item) => item.textContent))).toEqual([
      ['© 2025 Harbour TV', 'About us'],
      ['Made by the sea'],
      ['Open-source licenses'],
    ]);
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/o/about');
  });

  it('does not repeat the licenses link when the footer text has one', async () => {
    await renderLayout({ styling: { footerText: '[Licenses](/o/licenses)' } });
    expect(within(screen.getByRole('contentinfo')).getAllByRole('link')).toHaveLength(1);
  });
});
