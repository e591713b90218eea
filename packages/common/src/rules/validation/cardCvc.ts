import { UNKNOWN_CARD } from './cardBrand';
import type { CardBrand } from './cardBrand';
import { CARD_BRAND_RULES } from './cardBrand';

/** Longest CVC any brand uses; the input accepts this many digits until the brand is known. */
export const CVC_MAX_LENGTH = 4;

export const cvcLengthFor = (brand: CardBrand | undefined): number =>
  CARD_BRAND_RULES.find((rule) => rule.brand === brand)?.cvcLength ?? UNKNOWN_CARD.cvcLength;

/** Amex takes 4 digits, every other brand 3. */
export const isValidCvc = (cvc: string, brand: CardBrand | undefined): boolean =>
  new RegExp(`^\\d{${cvcLengthFor(brand)}}$`).test(cvc);

/** Formats the CVC as it is typed: digits only, at most 4. */
export const formatCvc = (input: string): string => input.replace(/\D/g, '').slice(0, CVC_MAX_LENGTH);
