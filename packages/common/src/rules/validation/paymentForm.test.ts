import { describe, expect, it } from 'vitest';
import { fieldErrors } from './formErrors';
import { paymentFormSchema } from './paymentForm';

const now = new Date(2025, 5, 15);
const valid = { cardholderName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', cardExpiry: '08/27', cardCVC: '123' };

describe('paymentFormSchema', () => {
  it('parses a valid card into provider fields', () => {
    expect(paymentFormSchema(now).parse(valid)).toEqual({
      cardholderName: 'Ada Lovelace',
      cardNumber: '4242424242424242',
      cardExpiry: '08/27',
      cardCVC: '123',
      cardExpMonth: '08',
      cardExpYear: '27',
    });
  });

  it.each([
    ['holder name missing', { cardholderName: '  ' }, { cardholderName: 'account:login.field_required' }],
    ['number fails Luhn', { cardNumber: '4242 4242 4242 4241' }, { cardNumber: 'account:checkout.invalid_card_number' }],
    ['expiry in the past', { cardExpiry: '05/25' }, { cardExpiry: 'account:checkout.invalid_card_expiry' }],
    ['3-digit CVC on amex', { cardNumber: '378282246310005', cardCVC: '123' }, { cardCVC: 'account:checkout.invalid_cvc_number' }],
    ['4-digit CVC on visa', { cardCVC: '1234' }, { cardCVC: 'account:checkout.invalid_cvc_number' }],
  ])('%s', (_name, change, errors) => {
    const result = paymentFormSchema(now).safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error)).toEqual(errors);
  });

  it('accepts a 4-digit CVC on amex', () => {
    expect(paymentFormSchema(now).safeParse({ ...valid, cardNumber: '3782 822463 10005', cardCVC: '1234' }).success).toBe(true);
  });
});
