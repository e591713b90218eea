import { httpError, publisherConsentSchema } from '@ott/common';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { TestCaptchaWidget } from '../Captcha/testing/TestCaptchaWidget';
import { createFakeAccountController, renderAccountModal, type RenderAccountModalOptions } from './testing/renderAccountModal';

const WITH_CAPTCHA = createTestConfig({ custom: { captchaSiteKey: 'site-key-1' } });

async function openSignUp(options: Partial<RenderAccountModalOptions> & { consents?: Record<string, unknown>[] } = {}) {
  const controller = createFakeAccountController();
  if (options.consents) controller.getPublisherConsents.mockResolvedValue(options.consents.map((consent) => publisherConsentSchema.parse(consent)));
  const rendered = await renderAccountModal({ path: '/m/abc?u=create-account', controller, ...options });
  const dialog = within(await screen.findByRole('dialog', { name: 'Create an account' }));
  await dialog.findByLabelText('Email');
  return { ...rendered, dialog };
}

const fillIn = async (user: Awaited<ReturnType<typeof openSignUp>>['user'], dialog: ReturnType<typeof within>, password = 'harbour42') => {
  await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
  await user.type(dialog.getByLabelText('Password'), password);
};

describe('sign-up screen', () => {
  it('asks for email, password and the terms before calling the service; only the terms missing says so', async () => {
    const { user, dialog, controller } = await openSignUp();
    await user.click(dialog.getByRole('button', { name: 'Create account' }));

    expect(dialog.getByRole('alert')).toHaveTextContent('Please fill in the required fields.');
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(/This field is required/);
    const terms = dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('This field is required');
    expect(controller.register).not.toHaveBeenCalled();

    await fillIn(user, dialog);
    expect(dialog.getByRole('alert')).toHaveTextContent('Please accept the required terms to continue.');
  });

  it('checks the email and the password rule', async () => {
    const { user, dialog } = await openSignUp();
    await user.type(dialog.getByLabelText('Email'), 'not-an-email');
    await user.type(dialog.getByLabelText('Password'), 'harbour');
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));

    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 8 characters, with a lowercase letter and a number\./);
    expect(dialog.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
  });

  it('rates the password as it is typed', async () => {
    const { user, dialog } = await openSignUp();
    const password = dialog.getByLabelText('Password');
    expect(dialog.queryByText(/Password strength/)).not.toBeInTheDocument();

    await user.type(password, 'harbour');
    expect(password).toHaveAccessibleDescription(/Password strength: does not meet the rules yet/);
    await user.type(password, '4');
    expect(password).toHaveAccessibleDescription(/Password strength: weak/);
    await user.type(password, '2');
    expect(password).toHaveAccessibleDescription(/Password strength: fair/);
    await user.type(password, 'H');
    expect(password).toHaveAccessibleDescription(/Password strength: strong/);
    await user.type(password, '!');
    expect(password).toHaveAccessibleDescription(/Password strength: very strong/);
  });

  it('creates the account, says so, and goes on to personal details', async () => {
    const { user, dialog, controller, url, signIn, visited } = await openSignUp();
    controller.register.mockImplementation(async () => signIn());
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));

    expect(controller.register).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'harbour42',
      referrer: window.location.href,
      consents: [{ name: 'terms', version: '1', state: 'accepted', value: true, label: undefined, required: true }],
    });
    expect(await screen.findByText('Your account has been created. Welcome!')).toBeInTheDocument();
    // Capture is off (the fake's default): personal details moves straight on.
    await waitFor(() => expect(visited()).toContain('/m/abc?u=personal-details'));
    await waitFor(() => expect(url()).toBe('/m/abc?u=welcome'));
  });

  it("shows the publisher's consents and custom fields, and requires the required ones", async () => {
    const { user, dialog, controller, signIn } = await openSignUp({
      consents: [
        { name: 'terms', label: 'I accept the house rules', required: true },
        { name: 'newsletter', label: 'Send me the harbour news', required: false, enabledByDefault: true },
        { name: 'age', label: 'I am 16 or older', required: true },
        { name: 'town', type: 'input', label: 'Home town', required: true, placeholder: 'Brightwater' },
        { name: 'genre', type: 'select', label: 'Favourite genre', options: { doc: 'Documentaries', drama: 'Drama' } },
      ],
    });
    controller.register.mockImplementation(async () => signIn());
    const age = await dialog.findByRole('checkbox', { name: 'I am 16 or older' });
    expect(dialog.getByRole('checkbox', { name: 'Send me the harbour news' })).toBeChecked();
    expect(dialog.queryByRole('checkbox', { name: 'I accept the terms and conditions' })).not.toBeInTheDocument();

    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the house rules' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please accept the required terms to continue.');
    expect(age).toHaveAccessibleDescription('This field is required');
    expect(dialog.getByLabelText('Home town')).toHaveAccessibleDescription('This field is required');
    expect(controller.register).not.toHaveBeenCalled();

    await user.click(age);
    await user.type(dialog.getByLabelText('Home town'), 'Brightwater');
    await user.selectOptions(dialog.getByLabelText('Favourite genre'), 'Drama');
    await user.click(dialog.getByRole('checkbox', { name: 'Send me the harbour news' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(controller.register).toHaveBeenCalled());
    expect(controller.register.mock.calls[0]![0].consents.map(({ name, state, value }) => ({ name, state, value }))).toEqual([
      { name: 'terms', state: 'accepted', value: true },
      { name: 'newsletter', state: 'declined', value: false },
      { name: 'age', state: 'accepted', value: true },
      { name: 'town', state: 'accepted', value: 'Brightwater' },
      { name: 'genre', state: 'accepted', value: 'drama' },
    ]);
  });

  it('still offers sign-up with the terms alone when the consents cannot be loaded', async () => {
    const controller = createFakeAccountController();
    controller.getPublisherConsents.mockRejectedValue(new Error('offline'));
    await renderAccountModal({ path: '/?u=create-account', controller });
    expect(await screen.findByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeInTheDocument();
    expect(controller.getPublisherConsents).toHaveBeenCalled();
  });

  it.each([
    [httpError(409, { message: 'user already exists' }), 'Email', 'There is already an account with this email address.'],
    [httpError(400, { message: 'invalid param email', errors: { email: 'invalid param email' } }), 'Email', 'Please enter a valid email address'],
    [
      httpError(400, { message: 'invalid param password: this password is too common', errors: { password: 'invalid param password: this password is too common' } }),
      'Password',
      'Use at least 8 characters, with a lowercase letter and a number.',
    ],
  ])('shows a refusal next to its field: %s', async (error, field, message) => {
    const { user, dialog, controller } = await openSignUp();
    controller.register.mockRejectedValue(error);
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(dialog.getByLabelText(field)).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.'))));
    expect(dialog.getByLabelText(field)).toHaveFocus();
  });

  it('says the account could not be created for any other failure, and stays open', async () => {
    const { user, dialog, controller, url } = await openSignUp();
    controller.register.mockRejectedValue(httpError(500, { message: 'database unavailable' }));
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your account could not be created. Please try again.');
    expect(url()).toBe('/m/abc?u=create-account');
  });

  it('disables the button while the account is being created', async () => {
    const { user, dialog, controller } = await openSignUp();
    controller.register.mockImplementation(() => new Promise(() => {}));
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create account' })).toHaveAttribute('aria-disabled', 'true'));
  });

  it('has no captcha slot without a site key, and sends no captcha value', async () => {
    const { user, dialog, controller } = await openSignUp({ captchaWidget: TestCaptchaWidget });
    expect(dialog.queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(controller.register).toHaveBeenCalledWith(expect.not.objectContaining({ captchaValue: expect.anything() })));
  });

  it("with a site key: the site's widget must be answered, and its answer goes with the sign-up", async () => {
    const { user, dialog, controller } = await openSignUp({ config: WITH_CAPTCHA, captchaWidget: TestCaptchaWidget });
    const slot = within(dialog.getByRole('group', { name: 'Verification' }));
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await slot.findByRole('alert')).toHaveTextContent('Complete the verification to continue.');
    expect(controller.register).not.toHaveBeenCalled();

    await user.click(slot.getByRole('checkbox', { name: 'I am not a robot' }));
    expect(slot.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(controller.register).toHaveBeenCalledWith(expect.objectContaining({ captchaValue: 'answer-site-key-1-0' })));
  });

  it('a refused sign-up starts the captcha over (an answer counts once)', async () => {
    const { user, dialog, controller } = await openSignUp({ config: WITH_CAPTCHA, captchaWidget: TestCaptchaWidget });
    controller.register.mockRejectedValue(new Error('boom'));
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('checkbox', { name: 'I am not a robot' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked());
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(controller.register).toHaveBeenCalledTimes(1);
  });

  it('with a site key but no widget: says the check cannot be loaded and does not sign up', async () => {
    const { user, dialog, controller } = await openSignUp({ config: WITH_CAPTCHA });
    expect(within(dialog.getByRole('group', { name: 'Verification' })).getByRole('alert')).toHaveTextContent(
      'The verification could not be loaded. Reload the page and try again.',
    );
    await fillIn(user, dialog);
    await user.click(dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(controller.register).not.toHaveBeenCalled();
  });

  it('links to login', async () => {
    const { user, dialog, url } = await openSignUp();
    await user.click(dialog.getByRole('link', { name: 'Sign in' }));
    expect(url()).toBe('/m/abc?u=login');
  });
});
