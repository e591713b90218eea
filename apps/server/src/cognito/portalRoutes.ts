import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CognitoContext } from './cognitoRoutes';
import { countryOfRequest } from './cognitoRoutes';
import { OFFER_ID_PATTERN } from './billingSeed';
import { messagePageHtml, portalContentSecurityPolicy, portalPageHtml } from './portalPage';
import { AccountError } from '../accounts/AccountError';
import { HttpError } from '../http/HttpError';

/** Where the portal is served, below the account API's prefix. */
export const PORTAL_PATH = '/api/cognito/billing-portal';

const FORM_BODY_LIMIT = 16 * 1024;
const SUBSCRIPTION_ID_PATTERN = /^[0-9a-f-]{36}$/;

/** Outcomes the portal reports after a redirect, by a fixed word (never text from the query). */
const NOTICES = {
  cancelled: 'Your subscription is cancelled. You keep access until the end of the period you paid for.',
  'not-cancelled': 'That subscription could not be cancelled: it is not yours or has already ended.',
  'payment-cancelled': 'The payment was cancelled. Nothing was charged.',
} as const;

type Query = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The billing portal (issue 18's contract): `GET /billing-portal?token=&returnUrl=` uses the
 * one-time token and redirects to the page (so the token leaves the address bar); the page's forms
 * subscribe (a checkout session at the payments host, then its card page) and cancel; the card page
 * returns to `/billing-portal/return?session_id=`, which asks the payments host whether the session
 * is paid, records the subscription once, and sends the browser back to the site.
 */
export function registerPortalRoutes(scope: FastifyInstance, context: CognitoContext, originOf: (request: FastifyRequest) => string): void {
  const { clock, store } = context;
  // The payments host's origin, and that of any card page it sent a buyer to (a host may serve its pages elsewhere).
  const formTargets = new Set<string>(context.paymentsOrigin ? [context.paymentsOrigin] : []);
  const csp = (): string => portalContentSecurityPolicy([...formTargets]);
  const page = (reply: FastifyReply, status: number, html: string): FastifyReply =>
    reply.code(status).header('content-security-policy', csp()).type('text/html; charset=utf-8').send(html);
  const returnUrlOf = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= 2048 && context.isAllowedReturnUrl(value) ? value : undefined);
  const portalUrl = (session: string, returnUrl: string, status?: keyof typeof NOTICES): string =>
    `${PORTAL_PATH}?${new URLSearchParams({ session, returnUrl, ...(status ? { status } : {}) }).toString()}`;
  const badReturnUrl = (reply: FastifyReply) => page(reply, 400, messagePageHtml('Link not valid', 'This billing portal link names a return address that is not allowed. Open the portal again from the site.'));
  const expired = (reply: FastifyReply, returnUrl: string) =>
    page(reply, 401, messagePageHtml('Link expired', 'This billing portal link has run out or was already used. Open the portal again from the site.', returnUrl));

  /** A posted portal form with an allowed return address and a live page session; otherwise the refusal page is sent and undefined returned. */
  const postedForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const returnUrl = returnUrlOf(form['returnUrl']);
    if (!returnUrl) return void badReturnUrl(reply);
    const nowMs = clock.now();
    const session = typeof form['session'] === 'string' ? form['session'] : undefined;
    const sub = session === undefined ? undefined : await context.portalSessions.subOf(session, nowMs);
    if (!sub || session === undefined) return void expired(reply, returnUrl);
    return { form, returnUrl, nowMs, session, sub };
  };

  scope.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    // The page shows errors as pages, not JSON (a 429 keeps its Retry-After).
    forms.setErrorHandler((error, request, reply) => {
      const status = error instanceof AccountError || error instanceof HttpError ? error.statusCode : typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
      if (error instanceof AccountError && error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      if (status >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, 'billing portal failure');
      return page(reply, status, messagePageHtml('Something went wrong', status === 502 ? 'The payment service cannot be reached. Try again in a moment.' : status < 500 ? (error as Error).message : 'The billing portal failed. Try again later.'));
    });

    forms.get('/billing-portal', async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
      const returnUrl = returnUrlOf(single(request.query['returnUrl']));
      if (!returnUrl) return badReturnUrl(reply);
      const nowMs = clock.now();
      const token = single(request.query['token']);
      if (token !== undefined) {
        const sub = token.length <= 256 ? await store.usePortalToken(token, nowMs) : undefined;
        if (!sub) return expired(reply, returnUrl);
        return reply.code(303).header('location', portalUrl(await context.portalSessions.sign(sub, nowMs), returnUrl)).send();
      }
      const session = single(request.query['session']);
      const sub = session === undefined ? undefined : await context.portalSessions.subOf(session, nowMs);
      if (!sub || session === undefined) return expired(reply, returnUrl);
      const status = single(request.query['status']);
      const [offers, subscriptions] = await Promise.all([store.allOffers(countryOfRequest(context, request, undefined)), store.subscriptionsOf(sub, nowMs)]);
      return page(
        reply,
        200,
        portalPageHtml({
          offers,
          subscriptions,
          session,
          returnUrl,
          actionBase: PORTAL_PATH,
          notice: status !== undefined && Object.hasOwn(NOTICES, status) ? NOTICES[status as keyof typeof NOTICES] : undefined,
          error: context.payments ? undefined : 'Payments are not set up on this server: plans cannot be bought here.',
        }),
      );
    });

    forms.post('/billing-portal/subscribe', async (request, reply) => {
      const posted = await postedForm(request, reply);
      if (!posted) return reply;
      const { form, returnUrl, nowMs, session, sub } = posted;
      const offerId = typeof form['offerId'] === 'string' && OFFER_ID_PATTERN.test(form['offerId']) ? form['offerId'] : undefined;
      const country = countryOfRequest(context, request, undefined);
      const [offer] = offerId ? await store.offers([offerId], country) : [];
      if (!offer) return page(reply, 400, messagePageHtml('Plan not found', 'That plan is not on offer.', returnUrl));
      if ((await store.subscriptionsOf(sub, nowMs)).some((subscription) => subscription.status !== 'expired')) {
        return page(reply, 409, messagePageHtml('Already subscribed', 'You already have a subscription.', returnUrl));
      }
      if (!context.payments) return page(reply, 503, messagePageHtml('Payments unavailable', 'Payments are not set up on this server.', returnUrl));
      await context.limits.admit('billingCheckoutPerUser', sub);
      const origin = originOf(request);
      const checkout = await context.payments.createCheckout({
        title: offer.title,
        amountMinor: Math.round(offer.price * 100),
        currency: offer.currency,
        successUrl: `${origin}${PORTAL_PATH}/return?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}${portalUrl(session, returnUrl, 'payment-cancelled')}`,
        clientReferenceId: sub,
        metadata: { offer_id: offer.id },
      });
      await store.openCheckout({ sessionId: checkout.id, accountSub: sub, offerId: offer.id, country: country ?? '', returnUrl }, nowMs);
      formTargets.add(new URL(checkout.url!).origin);
      return reply.code(303).header('content-security-policy', csp()).header('location', checkout.url!).send();
    });

    forms.post('/billing-portal/cancel', async (request, reply) => {
      const posted = await postedForm(request, reply);
      if (!posted) return reply;
      const { form, returnUrl, nowMs, session, sub } = posted;
      const subscriptionId = typeof form['subscriptionId'] === 'string' && SUBSCRIPTION_ID_PATTERN.test(form['subscriptionId']) ? form['subscriptionId'] : undefined;
      const cancelled = subscriptionId !== undefined && (await store.cancel(sub, subscriptionId, nowMs));
      return reply.code(303).header('location', portalUrl(session, returnUrl, cancelled ? 'cancelled' : 'not-cancelled')).send();
    });

    forms.get('/billing-portal/return', async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
      const sessionId = single(request.query['session_id']);
      const checkout = sessionId && sessionId.length <= 255 ? await store.checkout(sessionId) : undefined;
      if (!checkout || !context.payments) return page(reply, 404, messagePageHtml('Payment not found', 'This payment is not known here. Open the billing portal again from the site.'));
      if (checkout.completedAt === null) {
        const session = await context.payments.retrieveCheckout(checkout.sessionId);
        if (session?.paymentStatus !== 'paid') return page(reply, 402, messagePageHtml('Payment not completed', 'The payment has not gone through, so no subscription was started.', checkout.returnUrl));
        await store.completeCheckout(checkout, session.paymentMethod, clock.now());
      }
      return reply.code(303).header('location', checkout.returnUrl).send();
    });
  });
}
