import { z } from '../../zod';
import { cardDigits, detectCardBrand } from './cardBrand';
import { isValidCvc } from './cardCvc';
import { isValidCardExpiry, splitCardExpiry } from './cardExpiry';
import { isValidCardNumber } from './cardNumber';
import { VALIDATION_MESSAGES } from './messages';

/**
 * Card payment form (spec 000 §3 "Payment form", §5 "Card"). Built per render with the current
 * time so that the expiry check stays pure. The parsed value carries the digits-only card number
 * and cardExpMonth / cardExpYear split from the expiry.
 */
export function paymentFormSchema(now: Date) {
  return z.pipe(
    z
      .object({
        cardholderName: z.string().check(z.trim(), z.minLength(1, VALIDATION_MESSAGES.required)),
        cardNumber: z.string().check(z.refine(isValidCardNumber, VALIDATION_MESSAGES.invalidCardNumber)),
        cardExpiry: z.string().check(z.refine((value) => isValidCardExpiry(value, now), VALIDATION_MESSAGES.invalidCardExpiry)),
        cardCVC: z.string(),
      })
      .check(
        z.superRefine((form, ctx) => {
          if (!isValidCvc(form.cardCVC, detectCardBrand(form.cardNumber))) {
            ctx.addIssue({ code: 'custom', path: ['cardCVC'], message: VALIDATION_MESSAGES.invalidCvc });
          }
        }),
      ),
    z.transform((form) => {
      // Transforms run only on valid input: the expiry passed its check above, so it splits.
      const expiry = splitCardExpiry(form.cardExpiry) as { cardExpMonth: string; cardExpYear: string };
      return { ...form, cardNumber: cardDigits(form.cardNumber), ...expiry };
    }),
  );
}

export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentForm = z.output<ReturnType<typeof paymentFormSchema>>;
