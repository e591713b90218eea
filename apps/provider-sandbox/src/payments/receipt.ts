import type { CustomerRow } from '../account/customerStore';
import type { SandboxContext } from '../context';
import { roundMoney } from '../offers/taxRates';
import { transactionIdOf, type TransactionRow } from './TransactionStore';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const OPERATION_LABEL: Record<TransactionRow['operation'], string> = { 'initial-payment': 'Purchase', renewal: 'Renewal', switch: 'Plan change' };

/** The receipt of one transaction: a small self-contained HTML page (the reply's `responseData` is the page as a string). */
export function receiptHtml(context: SandboxContext, row: TransactionRow, customer: CustomerRow): string {
  const offer = context.offers.find(row.offer_id);
  const money = (amount: number) => `${amount.toFixed(2)} ${escapeHtml(row.currency)}`;
  const rows: Array<[string, string]> = [
    ['Receipt', transactionIdOf(row)],
    ['Date', new Date(row.created_at * 1000).toISOString().slice(0, 10)],
    ['Customer', escapeHtml(customer.email)],
    ['Item', escapeHtml(offer?.offerTitle ?? row.offer_id)],
    ['Type', OPERATION_LABEL[row.operation]],
    ['Price excluding tax', money(row.price_excl_tax)],
    ['Tax', money(roundMoney(row.price_incl_tax - row.price_excl_tax))],
    ['Total', money(row.price_incl_tax)],
    ['Paid with', escapeHtml(row.payment_method)],
    ['Payment reference', escapeHtml(row.external_payment_id)],
  ];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Receipt ${transactionIdOf(row)}</title></head>
<body>
<h1>${escapeHtml(context.publisher.publisherName)}: receipt</h1>
<table>
${rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('\n')}
</table>
</body>
</html>
`;
}
