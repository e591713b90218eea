import { z } from 'zod';
import { ProviderError } from '../errors';

/**
 * The card gateway's test cards (README, "Test cards"). Numbers follow the card gateway's own
 * test-card list where it has one (Visa 4111..., the 3-D Secure 2 Visa 4212...); any other
 * well-formed number is refused as the gateway's test platform refuses real cards.
 */
export const TEST_CARDS = {
  succeeds: '4111111111111111',
  declined: '4000000000000002',
  challenge: '4212345678910006',
} as const;

export type CardOutcome = { kind: 'authorised' } | { kind: 'challenge' } | { kind: 'refused'; refusalReason: string; refusalReasonCode: string };

/** The card fields of the gateway's unencrypted `scheme` payment method (the drop-in cannot load here). */
export const cardSchema = z.object({
  type: z.literal('scheme'),
  number: z.string().regex(/^[\d ]{12,23}$/),
  expiryMonth: z.string().regex(/^(0?[1-9]|1[0-2])$/),
  expiryYear: z.string().regex(/^\d{4}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
  holderName: z.string().trim().min(1).max(100),
});
export type CardInput = z.infer<typeof cardSchema>;

/** Luhn check digit: a mistyped number is refused before the gateway is asked (the stand-in keeps its own check: it depends on no product package). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card facts every gateway of the sandbox judges: the number and the expiry (month 1-12, four-digit year). */
export interface CardFacts {
  number: string;
  expiryMonth: string;
  expiryYear: string;
}

/**
 * What a test card does at `nowMs` (README, "Test cards"), shared by both providers' card
 * payments; `malformed` is a number that fails the Luhn check (each provider words its own error).
 */
export function classifyCard(card: CardFacts, nowMs: number): CardOutcome | { kind: 'malformed' } {
  const number = card.number.replace(/ /g, '');
  if (!luhnValid(number)) return { kind: 'malformed' };
  const now = new Date(nowMs);
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return { kind: 'refused', refusalReason: 'Expired Card', refusalReasonCode: '6' };
  if (number === TEST_CARDS.succeeds) return { kind: 'authorised' };
  if (number === TEST_CARDS.challenge) return { kind: 'challenge' };
  if (number === TEST_CARDS.declined) return { kind: 'refused', refusalReason: 'Refused', refusalReasonCode: '2' };
  return { kind: 'refused', refusalReason: 'Invalid Card Number', refusalReasonCode: '8' };
}

/** What the gateway does with the card at `nowMs`; malformed or expired cards are the gateway's validation errors (422). */
export function cardOutcome(card: CardInput, nowMs: number): CardOutcome {
  const outcome = classifyCard(card, nowMs);
  if (outcome.kind === 'malformed') throw new ProviderError(422, 'Invalid param paymentMethod.number');
  return outcome;
}

/** What the customer's payment details keep of a card: never the number or the code. */
export function cardParams(card: CardInput) {
  const number = card.number.replace(/ /g, '');
  return {
    variant: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mc' : 'card',
    lastCardFourDigits: number.slice(-4),
    holderName: card.holderName.trim(),
    cardExpirationDate: `${card.expiryMonth.padStart(2, '0')}/${card.expiryYear}`,
  };
}
