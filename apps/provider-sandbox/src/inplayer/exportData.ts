import { nowSeconds } from '../clock';
import { accountJson, type AccountRow } from './accounts';
import type { InPlayerContext } from './context';

/** Everything the platform keeps of an account (the GDPR export): profile, lists, access, subscriptions and payments; never the password. */
export function accountExport(context: InPlayerContext, account: AccountRow) {
  const all = (sql: string) => context.db.prepare(sql).all(account.id);
  return {
    exported_at: nowSeconds(context.clock),
    merchant: context.seed.merchantName,
    account: accountJson(context, account),
    watch_history: all('SELECT media_id, progress, created_at, updated_at FROM inplayer_watch_history WHERE account_id = ? ORDER BY updated_at DESC'),
    favorites: all('SELECT media_id, created_at FROM inplayer_favorites WHERE account_id = ? ORDER BY created_at DESC'),
    item_access: all('SELECT item_id, access_fee_id, starts_at, expires_at FROM inplayer_accesses WHERE account_id = ? ORDER BY created_at DESC'),
    subscriptions: all('SELECT item_id, access_fee_id, status, charged_amount, currency, created_at, next_billing_date FROM inplayer_subscriptions WHERE account_id = ? ORDER BY created_at DESC'),
    payments: all('SELECT trx_token, item_id, access_fee_id, action_type, charged_amount, currency, payment_method_name, note, created_at FROM inplayer_payments WHERE account_id = ? ORDER BY created_at DESC'),
    default_card: context.db.prepare('SELECT last4, card_name, exp_month, exp_year, card_type, currency FROM inplayer_cards WHERE account_id = ?').get(account.id) ?? null,
  };
}
