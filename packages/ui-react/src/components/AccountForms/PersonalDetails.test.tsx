import { captureSchema, type Capture } from '@ott/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../../test/fixtures';
import { createFakeAccountController, renderAccountModal, TEST_USER, type RenderAccountModalOptions } from './testing/renderAccountModal';

const CAPTURE = captureSchema.parse({
  isCaptureEnabled: true,
  shouldCaptureBeDisplayed: true,
  settings: [
    { key: 'firstNameLastName', enabled: true, required: true },
    { key: 'companyName', enabled: false, required: false },
    { key: 'birthDate', enabled: true, required: false },
    { key: 'phoneNumber', enabled: true, required: false },
    { key: 'genre', enabled: true, required: true, question: 'Your favourite kind of film?', value: 'doc:Documentaries;drama:Drama' },
  ],
});

async function openPersonalDetails(capture: Capture | Error, options: Partial<RenderAccountModalOptions> = {}) {
  const controller = createFakeAccountController();
  if (capture instanceof Error) controller.getCaptureStatus.mockRejectedValue(capture);
  else controller.getCaptureStatus.mockResolvedValue(capture);
  return renderAccountModal({ path: '/m/abc?u=personal-details', user: TEST_USER, controller, ...options });
}

const form = async () => {
  const dialog = within(await screen.findByRole('dialog', { name: 'About you' }));
  await dialog.findByLabelText('First name');
  return dialog;
};

describe('personal-details screen', () => {
  it.each([
    ['capture is off', captureSchema.parse({ isCaptureEnabled: false, shouldCaptureBeDisplayed: true, settings: [] })],
    ['capture is not to be shown', captureSchema.parse({ isCaptureEnabled: true, shouldCaptureBeDisplayed: false, settings: [] })],
    ['the status cannot be read', new Error('offline')],
  ])('is skipped when %s: welcome follows', async (_case, capture) => {
    const { visited, url } = await openPersonalDetails(capture);
    await waitFor(() => expect(url()).toBe('/m/abc?u=welcome'));
    expect(visited()).toEqual(['/m/abc?u=personal-details', '/m/abc?u=welcome']);
  });

  it('goes on to choose-offer on a subscription site', async () => {
    const config = createTestConfig({ contentProtection: { accessModel: 'svod' } });
    const { visited } = await openPersonalDetails(captureSchema.parse({ isCaptureEnabled: false, shouldCaptureBeDisplayed: false, settings: [] }), { config });
    await waitFor(() => expect(visited()).toContain('/m/abc?u=choose-offer'));
  });

  it('asks the enabled questions and requires the required ones', async () => {
    const { user, controller } = await openPersonalDetails(CAPTURE);
    const dialog = await form();
    expect(dialog.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    const genre = dialog.getByRole('group', { name: 'Your favourite kind of film?' });
    await waitFor(() => expect(dialog.getByLabelText('First name')).toHaveFocus());

    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please fill in the required fields.');
    expect(dialog.getByLabelText('First name')).toHaveAccessibleDescription('This field is required');
    expect(dialog.getByLabelText('Last name')).toHaveAccessibleDescription('This field is required');
    expect(genre).toHaveAccessibleDescription('This field is required');
    expect(dialog.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
    expect(controller.updateCaptureAnswers).not.toHaveBeenCalled();
  });

  it('limits names to 50 characters and checks the birth date', async () => {
    const { user } = await openPersonalDetails(CAPTURE);
    const dialog = await form();
    await user.type(dialog.getByLabelText('First name'), 'A'.repeat(51));
    await user.type(dialog.getByLabelText('Day'), '31x');
    await user.type(dialog.getByLabelText('Month'), '02');
    await user.type(dialog.getByLabelText('Year'), '19900');
    expect(dialog.getByLabelText('Day')).toHaveValue('31');
    expect(dialog.getByLabelText('Year')).toHaveValue('1990');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(dialog.getByLabelText('First name')).toHaveAccessibleDescription('The first name can have 50 characters at most.');
    expect(dialog.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'Please enter a real date (day, month and a year from 1900 to 2100).',
    );
  });

  it('saves the answers, leaving empty ones out, and moves on', async () => {
    const { user, controller, visited } = await openPersonalDetails(CAPTURE);
    const dialog = await form();
    await user.type(dialog.getByLabelText('First name'), 'Ada');
    await user.type(dialog.getByLabelText('Last name'), 'Lovelace');
    await user.type(dialog.getByLabelText('Day'), '2');
    await user.type(dialog.getByLabelText('Month'), '4');
    await user.type(dialog.getByLabelText('Year'), '1990');
    await user.click(dialog.getByRole('radio', { name: 'Drama' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(controller.updateCaptureAnswers).toHaveBeenCalledWith({
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthDate: '1990-04-02',
        customAnswers: [{ question: 'Your favourite kind of film?', questionId: 'genre', value: 'drama' }],
      }),
    );
    await waitFor(() => expect(visited()).toContain('/m/abc?u=welcome'));
  });

  it('says so when the answers cannot be saved, and stays', async () => {
    const { user, controller, url } = await openPersonalDetails(CAPTURE);
    controller.updateCaptureAnswers.mockRejectedValue(new Error('offline'));
    const dialog = await form();
    await user.type(dialog.getByLabelText('First name'), 'Ada');
    await user.type(dialog.getByLabelText('Last name'), 'Lovelace');
    await user.click(dialog.getByRole('radio', { name: 'Documentaries' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your details could not be saved. Please try again.');
    expect(url()).toBe('/m/abc?u=personal-details');
  });

  it('waits for the capture status', async () => {
    const controller = createFakeAccountController();
    let answer: (capture: Capture) => void = () => {};
    controller.getCaptureStatus.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderAccountModal({ path: '/?u=personal-details', user: TEST_USER, controller });
    const dialog = within(await screen.findByRole('dialog', { name: 'About you' }));
    expect(await dialog.findByText('Loading…')).toBeInTheDocument();
    act(() => answer(CAPTURE));
    expect(await dialog.findByLabelText('First name')).toBeInTheDocument();
  });
});
