import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { createFakeAccountController, renderAccountModal } from '../AccountForms/testing/renderAccountModal';
import { AltchaCaptcha } from './AltchaCaptcha';
import { ALTCHA_LANGUAGES } from './altchaLanguages';
import { captchaChallengeUrl } from './captchaChallengeUrl';

const API = 'https://accounts.example.org/api';
const WITH_KEY = createTestConfig({ custom: { captchaSiteKey: 'tv-signup' } });

/** Sign-up with the ALTCHA widget; `apiUrl`: the config's account API (given after start-up, the fake controller standing in for its integration). */
async function openSignUp(apiUrl: string | null = API) {
  const controller = createFakeAccountController();
  const rendered = await renderAccountModal({
    path: '/m/abc?u=create-account',
    controller,
    config: WITH_KEY,
    captchaWidget: AltchaCaptcha,
    prepare: (services) => {
      if (apiUrl) services.config = { ...WITH_KEY, integrations: { custom: { apiUrl } } };
    },
  });
  const dialog = within(await screen.findByRole('dialog', { name: 'Create an account' }));
  await dialog.findByLabelText('Email');
  return { ...rendered, dialog, slot: () => dialog.getByRole('group', { name: 'Verification' }) };
}

describe('ALTCHA captcha', () => {
  it('shows the ALTCHA checkbox in the sign-up slot, asking the account API of the site key for its challenge', async () => {
    const { slot } = await openSignUp();
    const checkbox = await within(slot()).findByRole('checkbox', { name: "I'm not a robot" });
    expect(checkbox).not.toBeChecked();
    const widget = slot().querySelector('altcha-widget')!;
    await waitFor(() => expect(widget.getConfiguration().challenge).toBe(`${API}/captcha/challenge?siteKey=tv-signup`));
    expect(widget.getConfiguration()).toMatchObject({ type: 'checkbox', auto: 'off', language: 'en' });
  });

  it("sends the widget's answer with the sign-up once ALTCHA says verified, and none after it expired", async () => {
    const { user, dialog, slot, controller } = await openSignUp();
    await within(slot()).findByRole('checkbox', { name: "I'm not a robot" });
    const widget = slot().querySelector('altcha-widget')!;
    const announce = (state: string, payload?: string) => widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'harbour42');
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));

    announce('verified', 'eyJzb2x2ZWQiOjF9');
    announce('expired');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await within(slot()).findByText('Complete the verification to continue.')).toBeInTheDocument();
    expect(controller.register).not.toHaveBeenCalled();

    announce('verified', 'eyJzb2x2ZWQiOjJ9');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(controller.register).toHaveBeenCalledWith(expect.objectContaining({ captchaValue: 'eyJzb2x2ZWQiOjJ9' })));
  });

  it('without the account API there is no challenge to solve: the slot says the check cannot be loaded', async () => {
    const { slot } = await openSignUp(null);
    expect(await within(slot()).findByText('The verification could not be loaded. Reload the page and try again.')).toBeInTheDocument();
  });

  it.each(['de', 'es', 'fr', 'nl', 'th'])('has ALTCHA texts for %s', async (language) => {
    await ALTCHA_LANGUAGES[language]!();
    expect(globalThis.$altcha.i18n).toBeDefined();
  });

  it.each([
    [{ custom: { apiUrl: 'https://a.example/api/' } }, {}, 'k 1', 'https://a.example/api/captcha/challenge?siteKey=k%201'],
    [{ custom: { apiUrl: '' } }, {}, 'k', undefined],
    [{}, {}, 'k', undefined],
    // A billing-provider site: the publisher's challenge server named next to the site key wins.
    [{ cleeng: { id: '900000001' } }, { captchaChallengeUrl: 'https://media.example/api/captcha/challenge' }, 'svod', 'https://media.example/api/captcha/challenge?siteKey=svod'],
    [{ custom: { apiUrl: 'https://a.example/api' } }, { captchaChallengeUrl: 'https://c.example/challenge?v=2' }, 'k', 'https://c.example/challenge?v=2&siteKey=k'],
    [{}, { captchaChallengeUrl: ' ' }, 'k', undefined],
  ])('challenge URL of %j %j and key %s: %s', (integrations, custom, key, url) => {
    expect(captchaChallengeUrl({ integrations, custom } as Parameters<typeof captchaChallengeUrl>[0], key)).toBe(url);
  });
});
