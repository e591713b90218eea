import type { AccountRow } from './accounts';
import type { InPlayerContext } from './context';

interface CardRow {
  last4: string;
  card_name: string;
  exp_month: string;
  exp_year: string;
  card_type: string;
  currency: string;
}

/** What is kept of a card: holder, brand, last four digits and expiry, never the number or the code. */
export interface KeptCard {
  last4: string;
  cardType: string;
  cardName: string;
  expMonth: string;
  expYear: string;
  currency: string;
}

export function keptCard(card: { number: string; expiryMonth: string; expiryYear: string; cardName: string; currency: string }): KeptCard {
  const number = card.number.replace(/ /g, '');
  return {
    last4: number.slice(-4),
    cardType: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'card',
    cardName: card.cardName.trim(),
    expMonth: String(Number(card.expiryMonth)),
    expYear: card.expiryYear,
    currency: card.currency,
  };
}

/** Keeps the card that paid (or was set) as the account's default card. */
export function saveDefaultCard(context: InPlayerContext, account: AccountRow, card: KeptCard): void {
  context.db
    .prepare('INSERT OR REPLACE INTO inplayer_cards (account_id, last4, card_name, exp_month, exp_year, card_type, currency) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(account.id, card.last4, card.cardName, card.expMonth, card.expYear, card.cardType, card.currency);
}

/** The default card as the platform answers it: cards keyed by currency (as the peer client reads them). */
export function defaultCardsJson(context: InPlayerContext, account: AccountRow) {
  const row = context.db.prepare('SELECT * FROM inplayer_cards WHERE account_id = ?').get(account.id) as CardRow | undefined;
  if (!row) return { cards: {} };
  return { cards: { [row.currency]: { number: row.last4, card_name: row.card_name, exp_month: row.exp_month, exp_year: row.exp_year, card_type: row.card_type, account_id: account.id } } };
}
