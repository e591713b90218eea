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

/** Keeps the card that paid as the account's default card: holder, brand, last four digits and expiry, never the number or code. */
export function saveDefaultCard(context: InPlayerContext, account: AccountRow, card: { number: string; expiryMonth: string; expiryYear: string; cardName: string; currency: string }): void {
  const number = card.number.replace(/ /g, '');
  context.db
    .prepare('INSERT OR REPLACE INTO inplayer_cards (account_id, last4, card_name, exp_month, exp_year, card_type, currency) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(account.id, number.slice(-4), card.cardName.trim(), String(Number(card.expiryMonth)), card.expiryYear, number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'card', card.currency);
}

/** The default card as the platform answers it: cards keyed by currency (as the peer client reads them). */
export function defaultCardsJson(context: InPlayerContext, account: AccountRow) {
  const row = context.db.prepare('SELECT * FROM inplayer_cards WHERE account_id = ?').get(account.id) as CardRow | undefined;
  if (!row) return { cards: {} };
  return { cards: { [row.currency]: { number: row.last4, card_name: row.card_name, exp_month: row.exp_month, exp_year: row.exp_year, card_type: row.card_type, account_id: account.id } } };
}
