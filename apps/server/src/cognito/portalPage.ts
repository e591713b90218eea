import { createHash } from 'node:crypto';
import type { OfferJson, SubscriptionJson } from './BillingStore';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The page's one style sheet: inline, allowed by its hash (no 'unsafe-inline'). */
const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff;line-height:1.5}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}
ul{list-style:none;padding:0}li{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:.5rem 0}
button{font:inherit;padding:.5rem 1rem;border:2px solid #1a4fd6;border-radius:4px;background:#1a4fd6;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a4fd6}
button:focus-visible,a:focus-visible{outline:3px solid #111;outline-offset:2px}
.notice{border-left:4px solid #1a4fd6;padding:.5rem 1rem;background:#eef2fd}
.error{border-left:4px solid #b00020;padding:.5rem 1rem;background:#fdecef}
.price{font-weight:600}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * The portal's Content-Security-Policy: nothing loads but its own hashed style; forms post only
 * to this server, which may redirect to the payments host (browsers hold redirects of a form post
 * to form-action too); no framing, no base.
 */
export function portalContentSecurityPolicy(paymentsOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    ["form-action 'self'", ...paymentsOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join(';');
}

export const formatPrice = (price: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(price);
  } catch {
    return `${price.toFixed(2)} ${currency}`;
  }
};

const periodWord = (period: 'month' | 'year'): string => (period === 'year' ? 'per year' : 'per month');
const dateOf = (iso: string): string => iso.slice(0, 10);

export interface PortalPageModel {
  offers: readonly OfferJson[];
  subscriptions: readonly SubscriptionJson[];
  /** The page session the forms carry (the account's, for 30 minutes). */
  session: string;
  returnUrl: string;
  /** Path of the portal (`/api/cognito/billing-portal`): the forms post below it. */
  actionBase: string;
  notice?: string | undefined;
  error?: string | undefined;
}

const hidden = (name: string, value: string): string => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/**
 * The billing portal: the offers with their prices and a Subscribe button each, the account's
 * subscriptions with a Cancel button for running ones, and the way back to the site. Plain forms
 * and native buttons (Tab, Enter, Space), no script; every button names what it does.
 */
export function portalPageHtml(model: PortalPageModel): string {
  const offerTitle = new Map(model.offers.map((offer) => [offer.id, offer.title]));
  const running = model.subscriptions.some((subscription) => subscription.status !== 'expired');
  const offers = model.offers
    .map(
      (offer) => `<li>
        <p><strong>${escapeHtml(offer.title)}</strong>: <span class="price">${escapeHtml(formatPrice(offer.price, offer.currency))}</span> ${periodWord(offer.period)}${offer.trialDays > 0 ? `, ${offer.trialDays} days free` : ''}</p>
        ${
          running
            ? ''
            : `<form method="post" action="${escapeHtml(model.actionBase)}/subscribe">${hidden('session', model.session)}${hidden('offerId', offer.id)}${hidden('returnUrl', model.returnUrl)}
          <button type="submit">Subscribe: ${escapeHtml(offer.title)}</button></form>`
        }
      </li>`,
    )
    .join('\n');
  const subscriptions = model.subscriptions
    .map((subscription) => {
      const title = offerTitle.get(subscription.offerId) ?? subscription.offerId;
      const state =
        subscription.status === 'active'
          ? `renews on ${dateOf(subscription.expiresAt)}`
          : subscription.status === 'cancelled'
            ? `cancelled, ends on ${dateOf(subscription.expiresAt)}`
            : `ended on ${dateOf(subscription.expiresAt)}`;
      const cancel =
        subscription.status === 'active'
          ? `<form method="post" action="${escapeHtml(model.actionBase)}/cancel">${hidden('session', model.session)}${hidden('subscriptionId', subscription.id)}${hidden('returnUrl', model.returnUrl)}
          <button type="submit" class="secondary">Cancel: ${escapeHtml(title)}</button></form>`
          : '';
      return `<li><p><strong>${escapeHtml(title)}</strong>: ${escapeHtml(formatPrice(subscription.price, subscription.currency))} ${periodWord(subscription.period)}, ${state}</p>${cancel}</li>`;
    })
    .join('\n');
  return pageHtml(
    'Manage your subscription',
    `${model.notice ? `<p class="notice" role="status">${escapeHtml(model.notice)}</p>` : ''}
    ${model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : ''}
    <section aria-labelledby="subscriptions-heading"><h2 id="subscriptions-heading">Your subscriptions</h2>
    ${subscriptions ? `<ul>${subscriptions}</ul>` : '<p>You have no subscription yet.</p>'}</section>
    <section aria-labelledby="offers-heading"><h2 id="offers-heading">Plans</h2>
    ${running ? '<p>You already have a subscription.</p>' : ''}
    ${offers ? `<ul>${offers}</ul>` : '<p>No plans are on offer.</p>'}</section>
    <p><a href="${escapeHtml(model.returnUrl)}">Back to the site</a></p>`,
  );
}

/** A page that only says something (a link that ran out, a payment that did not go through), with a way back when there is one. */
export function messagePageHtml(title: string, message: string, backUrl?: string): string {
  return pageHtml(title, `<p role="alert">${escapeHtml(message)}</p>${backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to the site</a></p>` : ''}`);
}

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
