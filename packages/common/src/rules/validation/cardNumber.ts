import { UNKNOWN_CARD, cardBrandRule, cardDigits } from './cardBrand';

/** Luhn (mod 10) check digit test. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

/**
 * A card number is valid when its brand is known, its length is one of that brand's, and it passes
 * Luhn. Spaces and dashes are ignored; any other character makes it invalid. An unknown brand is
 * refused: no payment provider here would accept it, and "0000 0000 0000 0000" passes Luhn.
 */
export function isValidCardNumber(cardNumber: string): boolean {
  if (/[^\d\s-]/.test(cardNumber)) return false;
  const digits = cardDigits(cardNumber);
  const rule = cardBrandRule(digits);
  return rule !== undefined && rule.lengths.includes(digits.length) && passesLuhn(digits);
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * Formats a card number as it is typed: digits only, at most the brand's longest length, grouped
 * 4-4-4-4 (amex 4-6-5, diners 4-6-4).
 */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input);
  const rule = cardBrandRule(digits);
  const maxLength = rule ? Math.max(...rule.lengths) : UNKNOWN_CARD.maxLength;
  return group(digits.slice(0, maxLength), rule?.groups ?? UNKNOWN_CARD.groups);
}
