/**
 * Card brands by issuer prefix, with the lengths, CVC size and digit grouping of each. Prefix
 * ranges follow the public issuer tables; the order matters where ranges overlap (Discover's
 * co-branded 622126-622925 before UnionPay's 62, Maestro before Mastercard's neighbours).
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'maestro', 'unionpay'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export interface CardBrandRule {
  brand: CardBrand;
  /** A single prefix ("4") or an inclusive numeric range of prefixes of equal length ([51, 55]). */
  prefixes: readonly (string | readonly [number, number])[];
  lengths: readonly number[];
  cvcLength: number;
  /** Group sizes used to display the number. */
  groups: readonly number[];
}

const FOUR_GROUPS = [4, 4, 4, 4, 3] as const;

export const CARD_BRAND_RULES: readonly CardBrandRule[] = [
  { brand: 'visa', prefixes: ['4'], lengths: [13, 16, 19], cvcLength: 3, groups: FOUR_GROUPS },
  { brand: 'amex', prefixes: ['34', '37'], lengths: [15], cvcLength: 4, groups: [4, 6, 5] },
  { brand: 'diners', prefixes: [[300, 305], '309', '36', '38', '39'], lengths: [14], cvcLength: 3, groups: [4, 6, 4] },
  { brand: 'jcb', prefixes: [[3528, 3589]], lengths: [16, 17, 18, 19], cvcLength: 3, groups: FOUR_GROUPS },
  {
    brand: 'discover',
    prefixes: ['6011', [644, 649], '65', [622126, 622925]],
    lengths: [16, 17, 18, 19],
    cvcLength: 3,
    groups: FOUR_GROUPS,
  },
  {
    brand: 'maestro',
    prefixes: ['5018', '5020', '5038', '5893', '6304', '6759', [6761, 6763]],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvcLength: 3,
    groups: FOUR_GROUPS,
  },
  { brand: 'mastercard', prefixes: [[51, 55], [2221, 2720]], lengths: [16], cvcLength: 3, groups: FOUR_GROUPS },
  { brand: 'unionpay', prefixes: ['62', '81'], lengths: [16, 17, 18, 19], cvcLength: 3, groups: FOUR_GROUPS },
];

/** Grouping and CVC size while the brand is still unknown. */
export const UNKNOWN_CARD = { maxLength: 19, cvcLength: 3, groups: FOUR_GROUPS } as const;

const matchesPrefix = (digits: string, prefix: string | readonly [number, number]): boolean => {
  if (typeof prefix === 'string') return digits.startsWith(prefix);
  const [from, to] = prefix;
  const width = String(from).length;
  if (digits.length < width) return false;
  const head = Number(digits.slice(0, width));
  return head >= from && head <= to;
};

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

export function cardBrandRule(cardNumber: string): CardBrandRule | undefined {
  const digits = cardDigits(cardNumber);
  if (!digits) return undefined;
  return CARD_BRAND_RULES.find((rule) => rule.prefixes.some((prefix) => matchesPrefix(digits, prefix)));
}

/** The brand of a (possibly partly typed) card number, once its prefix tells. */
export const detectCardBrand = (cardNumber: string): CardBrand | undefined => cardBrandRule(cardNumber)?.brand;
