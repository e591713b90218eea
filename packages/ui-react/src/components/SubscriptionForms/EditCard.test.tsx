import { AppError, createAccountError } from '@ott/common';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findAccountDialog } from '../AccountForms/testing/renderAccountModal';
import { renderSubscriptionScreen } from '../../test/renderSubscriptionScreen';

/** A valid card; a test replaces one field. */
const VALID = { name: 'Ada Lovelace', number: '4242424242424242', expiry: '1239', cvc: '123' };

async function openEditCard(options: Parameters<typeof renderSubscriptionScreen>[1] = {}) {
  const view = await renderSubscriptionScreen('edit-card', options);
  const dialog = await findAccountDialog('Edit card');
  const fields = {
    name: dialog.getByLabelText('Cardholder name'),
    number: dialog.getByLabelText('Card number'),
    expiry: dialog.getByLabelText(/^Expiry date/),
    cvc: dialog.getByLabelText('Security code (CVC)'),
  };
  const fill = async (values: Partial<typeof VALID>) => {
    for (const [field, value] of Object.entries({ ...VALID, ...values })) {
      await view.user.clear(fields[field as keyof typeof fields]);
      if (value) await view.user.type(fields[field as keyof typeof fields], value);
    }
  };
  return { ...view, dialog, fields, fill, save: () => view.user.click(dialog.getByRole('button', { name: 'Save card' })) };
}

describe('u=edit-card (spec 000 §5 "Card")', () => {
  it.each([
    ['number', '4242424242424242', '4242 4242 4242 4242'],
    ['number', '378282246310005', '3782 822463 10005'],
    ['number', '30569309025904', '3056 930902 5904'],
    ['expiry', '3', '03'],
    ['expiry', '3/', '03/'],
    ['expiry', '1', '1'],
    ['expiry', '1939', '12/39'],
    ['cvc', '12a34b5', '1234'],
  ] as const)('formats the %s as typed: %s -> %s', async (field, typed, shown) => {
    const view = await openEditCard();
    await view.user.type(view.fields[field], typed);
    expect(view.fields[field]).toHaveValue(shown);
  });

  it.each([
    ['name', { name: '' }, 'Cardholder name', /required/i],
    ['number', { number: '4242424242424241' }, 'Card number', 'Please enter a valid card number.'],
    ['expiry', { expiry: '0120' }, /^Expiry date/, 'Please enter a valid expiry date (MM/YY) that has not passed.'],
    ['CVC', { cvc: '12' }, 'Security code (CVC)', 'Please enter the security code on your card.'],
    ['amex CVC', { number: '378282246310005', cvc: '123' }, 'Security code (CVC)', 'Please enter the security code on your card.'],
  ] as const)('refuses an invalid %s on its field, and sends nothing', async (_case, values, label, message) => {
    const view = await openEditCard();
    await view.fill(values);
    await view.save();
    const field = view.dialog.getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message));
    expect(view.service.updateCardDetails).not.toHaveBeenCalled();
  });

  it('saves the card with the provider, then shows payment-method-success; the page shows the new card', async () => {
    const view = await openEditCard();
    await view.fill({});
    await view.save();
    await waitFor(() => expect(view.url()).toBe('/u/payments?u=payment-method-success'));
    expect(view.service.updateCardDetails).toHaveBeenCalledWith({
      cardName: 'Ada Lovelace',
      cardNumber: '4242424242424242',
      cvc: '123',
      expMonth: 12,
      expYear: 2039,
      currency: 'EUR',
      returnUrl: 'http://localhost:3000/u/payments?u=payment-method-success',
    });
    await waitFor(() => expect(view.services.stores.account.getState().activePaymentMethod?.paymentMethodSpecificParams?.cardExpirationDate).toBe('12/2039'));
  });

  it("opens the bank's challenge page when the card needs it, instead of saying it is saved", async () => {
    const view = await openEditCard();
    view.service.updateCardDetails.mockResolvedValueOnce({ redirectUrl: 'https://bank.test/challenge' });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, origin: window.location.origin } as Location);
    await view.fill({});
    await view.save();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.test/challenge'));
    expect(view.url()).toBe('/u/payments?u=edit-card');
    vi.restoreAllMocks();
  });

  it('a refusal that names a field shows on it; anything else at form level', async () => {
    const view = await openEditCard();
    view.service.updateCardDetails.mockRejectedValueOnce(createAccountError('update_card_details_failed', { details: { reason: 'x' } }));
    // The provider's own refusal, as an integration raises it (an AppError with the provider's message).
    view.service.updateCardDetails.mockRejectedValueOnce(new AppError('Invalid CVC', { code: 422, translationKey: 'error:unknown_error' }));
    await view.fill({});
    await view.save();
    expect(await view.dialog.findByRole('alert')).toHaveTextContent(/error/i);
    await view.save();
    await waitFor(() => expect(view.fields.cvc).toHaveAttribute('aria-invalid', 'true'));
    expect(view.url()).toBe('/u/payments?u=edit-card');
  });

  it('where the provider cannot update cards it says so', async () => {
    await renderSubscriptionScreen('edit-card', { capabilities: { canUpdatePaymentMethod: false } });
    const dialog = await findAccountDialog('Edit card');
    expect(dialog.getByText('Payment details cannot be changed on this site.')).toBeInTheDocument();
  });
});
