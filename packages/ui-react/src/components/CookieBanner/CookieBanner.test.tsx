import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderElementWithApp } from '../../test/renderWithApp';
import { CookieBanner } from './CookieBanner';
import { useCookieConsent } from './useCookieConsent';

const clearConsent = () => {
  document.cookie = 'cookies.consent=; Max-Age=0; Path=/';
};

/** Shows the stored choice, as another part of the site that reads it would. */
function ConsentProbe() {
  const { consent } = useCookieConsent();
  return <output aria-label="consent">{consent ?? 'none'}</output>;
}

const renderBanner = (language?: string) =>
  renderElementWithApp(
    <>
      <CookieBanner />
      <ConsentProbe />
    </>,
    { language },
  );

describe('CookieBanner', () => {
  afterEach(clearConsent);

  it('asks a visitor who has not chosen yet, in a labelled region that does not block the page', async () => {
    await renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookies on this site' });
    expect(banner).toHaveAccessibleDescription(/remember your settings/);
    expect(within(banner).getByRole('button', { name: 'Accept cookies' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'consent' }).textContent).toBe('none');
  });

  it('stores an acceptance in the cookies.consent cookie and goes away', async () => {
    const { user } = await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(document.cookie).toContain('cookies.consent=accepted');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status', { name: 'consent' }).textContent).toBe('accepted');
  });

  it('stores a refusal and goes away', async () => {
    const { user } = await renderBanner();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.cookie).toContain('cookies.consent=declined');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status', { name: 'consent' }).textContent).toBe('declined');
  });

  it.each(['accepted', 'declined'])('stays hidden when the visitor already %s', async (choice) => {
    document.cookie = `cookies.consent=${choice}; Path=/`;
    await renderBanner();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks again when the stored value is not a known choice', async () => {
    document.cookie = 'cookies.consent=maybe; Path=/';
    await renderBanner();
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeTruthy();
  });

  it('is translated', async () => {
    await renderBanner('nl');
    expect(screen.getByRole('region', { name: 'Cookies op deze site' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cookies accepteren' })).toBeTruthy();
  });
});
