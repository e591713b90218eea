import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nowSeconds, type Clock } from '../clock';
import type { Db } from '../db';
import { classifyCard } from '../payments/cards';
import { GATEWAY_PREFIX, originOf } from '../payments/gatewayPage';
import { cardPageHtml, closedPageHtml } from './cardPage';
import { CheckoutSessionStore, type CheckoutSessionRow } from './sessionStore';

/** Where the hosted card pages are served (beside the other gateways' pages). */
export const CARD_PAGE_PREFIX = `${GATEWAY_PREFIX}/checkout`;

/** The published error body: `{ error: { type, message, param? } }`. */
class CheckoutApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

const missing = (param: string): CheckoutApiError => new CheckoutApiError(400, `Missing required param: ${param}.`, param);
const invalid = (param: string, message: string): CheckoutApiError => new CheckoutApiError(400, message, param);

type Form = Record<string, string>;
const HTTP_URL = /^https?:\/\/[^\s]+$/;
const MAX_URL = 2048;

/** A session object as the published API answers it (the fields a client reads). */
function sessionJson(session: CheckoutSessionRow, origin: string) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    url: session.status === 'open' ? `${origin}${CARD_PAGE_PREFIX}/${session.id}` : null,
    status: session.status,
    payment_status: session.payment_status,
    amount_total: session.amount_total,
    currency: session.currency,
    success_url: session.success_url,
    cancel_url: session.cancel_url,
    client_reference_id: session.client_reference_id,
    metadata: JSON.parse(session.metadata) as Record<string, string>,
    payment_method_types: ['card'],
    created: session.created,
    expires_at: session.expires_at,
    livemode: false,
  };
}

/** The line item of a create call: one `price_data` line (currency, unit_amount, product_data[name]) and its quantity. */
function lineItemOf(form: Form): { currency: string; amount: number; name: string } {
  if (!Object.keys(form).some((key) => key.startsWith('line_items['))) throw missing('line_items');
  if (Object.keys(form).some((key) => key.startsWith('line_items[') && !key.startsWith('line_items[0]'))) throw invalid('line_items', 'The stand-in takes exactly one line item.');
  if (form['line_items[0][price]'] !== undefined) throw invalid('line_items[0][price]', 'The stand-in has no Price objects: send line_items[0][price_data].');
  const currency = form['line_items[0][price_data][currency]'];
  if (!currency) throw missing('line_items[0][price_data][currency]');
  if (!/^[a-z]{3}$/.test(currency)) throw invalid('line_items[0][price_data][currency]', `Invalid currency: ${currency}.`);
  const unitAmount = form['line_items[0][price_data][unit_amount]'];
  if (unitAmount === undefined) throw missing('line_items[0][price_data][unit_amount]');
  if (!/^\d{1,9}$/.test(unitAmount)) throw invalid('line_items[0][price_data][unit_amount]', 'Invalid integer: unit_amount.');
  const name = form['line_items[0][price_data][product_data][name]']?.trim();
  if (!name) throw missing('line_items[0][price_data][product_data][name]');
  const quantity = form['line_items[0][quantity]'] ?? '1';
  if (!/^[1-9]\d{0,3}$/.test(quantity)) throw invalid('line_items[0][quantity]', 'Invalid integer: quantity.');
  return { currency, amount: Number(unitAmount) * Number(quantity), name: name.slice(0, 200) };
}

const urlParam = (form: Form, name: string, required: boolean): string | null => {
  const value = form[name];
  if (value === undefined || value === '') {
    if (required) throw missing(name);
    return null;
  }
  if (value.length > MAX_URL || !HTTP_URL.test(value)) throw invalid(name, `Not a valid URL: ${name}.`);
  return value;
};

/** `metadata[key]=value` pairs (the published limits: 50 keys, keys of 40 and values of 500 characters). */
function metadataOf(form: Form): Record<string, string> {
  const entries = Object.entries(form).flatMap(([key, value]) => {
    const name = /^metadata\[([^[\]]{1,40})\]$/.exec(key)?.[1];
    return name === undefined ? [] : [[name, value.slice(0, 500)] as const];
  });
  if (entries.length > 50) throw invalid('metadata', 'Too many metadata keys.');
  return Object.fromEntries(entries);
}

/** Test mode: a secret key, when one is sent, must be a test key (`sk_test_...`); a live key is refused. */
function checkKey(request: FastifyRequest): void {
  const authorization = request.headers.authorization;
  if (authorization === undefined) return;
  if (!/^Bearer sk_test_\w{1,200}$/.test(authorization)) throw new CheckoutApiError(401, 'Invalid API Key provided.', undefined, 'authentication_error');
}

/**
 * The card-page payments host (a stand-in in the published Checkout Sessions shape):
 * `POST /v1/checkout/sessions` (form-encoded), `GET /v1/checkout/sessions/{id}`, and the hosted
 * card page the session's `url` names, which charges the sandbox's test cards and returns to
 * `success_url` with `{CHECKOUT_SESSION_ID}` filled in.
 */
export function registerHostedCheckout(app: FastifyInstance, options: { db: Db; clock: Clock }): CheckoutSessionStore {
  const store = new CheckoutSessionStore(options.db);
  const { clock } = options;

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof CheckoutApiError) return reply.code(error.statusCode).send({ error: { type: error.type, message: error.message, ...(error.param ? { param: error.param } : {}) } });
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) return reply.code(status).send({ error: { type: 'invalid_request_error', message: (error as Error).message } });
      request.log.error(error);
      return reply.code(500).send({ error: { type: 'api_error', message: 'Internal sandbox error' } });
    });

    scope.post('/v1/checkout/sessions', async (request, reply) => {
      checkKey(request);
      const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Form;
      const mode = form['mode'];
      if (!mode) throw missing('mode');
      if (mode !== 'payment') throw invalid('mode', 'The stand-in supports mode=payment only.');
      const line = lineItemOf(form);
      const session = store.create({
        mode,
        currency: line.currency,
        amount_total: line.amount,
        product_name: line.name,
        success_url: urlParam(form, 'success_url', true)!,
        cancel_url: urlParam(form, 'cancel_url', false),
        client_reference_id: form['client_reference_id']?.slice(0, 200) || null,
        metadata: JSON.stringify(metadataOf(form)),
        created: nowSeconds(clock),
      });
      return reply.send(sessionJson(session, originOf(request)));
    });

    scope.get('/v1/checkout/sessions/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
      checkKey(request);
      const session = store.get(request.params.id, nowSeconds(clock));
      if (!session) throw new CheckoutApiError(404, `No such checkout.session: '${request.params.id.slice(0, 80)}'`, 'id');
      return sessionJson(session, originOf(request));
    });

    const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').send(html);
    const openSession = (id: string, reply: FastifyReply): CheckoutSessionRow | undefined => {
      const session = store.get(id, nowSeconds(clock));
      if (!session) void page(reply, 404, closedPageHtml('This payment page does not exist.'));
      else if (session.status !== 'open') void page(reply, 410, closedPageHtml(session.status === 'complete' ? 'This payment is already made.' : 'This payment page has expired. Go back to the shop and start again.'));
      else return session;
      return undefined;
    };

    scope.get(`${CARD_PAGE_PREFIX}/:id`, async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const session = openSession(request.params.id, reply);
      if (session) return page(reply, 200, cardPageHtml({ session }));
      return reply;
    });

    scope.post(`${CARD_PAGE_PREFIX}/:id`, async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const session = openSession(request.params.id, reply);
      if (!session) return reply;
      const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Form;
      const values = { expiry: (form['expiry'] ?? '').slice(0, 7), name: (form['name'] ?? '').slice(0, 100) };
      const refuse = (message: string) => page(reply, 402, cardPageHtml({ session, error: message, values }));
      const number = (form['cardNumber'] ?? '').replace(/[\s-]/g, '');
      const expiry = /^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(values.expiry.trim());
      if (!/^\d{12,19}$/.test(number)) return refuse('Your card number is incomplete.');
      if (!expiry) return refuse("Your card's expiry date is incomplete: write it as MM/YY.");
      if (!/^\d{3,4}$/.test(form['cvc'] ?? '')) return refuse("Your card's security code is incomplete.");
      if (!values.name.trim()) return refuse('Enter the name on the card.');
      const year = expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]!;
      const outcome = classifyCard({ number, expiryMonth: expiry[1]!, expiryYear: year }, clock.now());
      if (outcome.kind === 'malformed') return refuse('Your card number is invalid.');
      if (outcome.kind === 'challenge') return refuse('This card needs an authentication step this test page does not offer. Use 4111 1111 1111 1111.');
      if (outcome.kind === 'refused') return refuse(outcome.refusalReason === 'Expired Card' ? 'Your card has expired.' : 'Your card was declined. Nothing was charged; try another card.');
      store.pay(session.id, nowSeconds(clock));
      return reply.code(303).header('location', session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id)).send();
    });
  });
  return store;
}
