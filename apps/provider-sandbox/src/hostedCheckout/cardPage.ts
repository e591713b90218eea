import { escapeHtml } from '../payments/gatewayPage';
import { formPageStyle } from '../payments/formPageStyle';
import { htmlPage, messagePage } from '../payments/htmlPage';
import type { CheckoutSessionRow } from './sessionStore';

const formatAmount = (minor: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
};

export interface CardPageModel {
  session: CheckoutSessionRow;
  /** The refusal to show above the form (the card was declined, the number is wrong...). */
  error?: string | undefined;
  /** What the buyer typed, kept on a refusal (never the number or the code). */
  values?: { expiry?: string; name?: string };
}

/**
 * The hosted card page: what is paid, a labelled card form (autocomplete hints for the browser's
 * saved cards), Pay and a link back to the shop. A refusal is announced (role=alert) and the error
 * is tied to the card number field. No script: native inputs and button.
 */
export function cardPageHtml(model: CardPageModel): string {
  const { session } = model;
  const amount = formatAmount(session.amount_total, session.currency);
  const invalid = model.error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return htmlPage(
    `Pay ${amount}`,
    `    <h1>Pay ${escapeHtml(amount)}</h1>
    <p>${escapeHtml(session.product_name)}</p>
    ${model.error ? `<p class="error" id="card-error" role="alert">${escapeHtml(model.error)}</p>` : ''}
    <form method="post">
      <label for="card-number">Card number</label>
      <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required${invalid} autofocus>
      <label for="card-expiry">Expiry date (MM/YY)</label>
      <input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required value="${escapeHtml(model.values?.expiry ?? '')}">
      <label for="card-cvc">Security code</label>
      <input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
      <label for="card-name">Name on card</label>
      <input id="card-name" name="name" autocomplete="cc-name" required value="${escapeHtml(model.values?.name ?? '')}">
      <button type="submit">Pay ${escapeHtml(amount)}</button>
    </form>
    ${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}
    <p class="note">Test page of a local stand-in: no real payment is made. Card 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined.</p>`,
    formPageStyle('#1a4fd6'),
  );
}

/** The page of a session that can no longer be paid. */
export const closedPageHtml = (message: string): string => messagePage('Payment page closed', message);
