import { HttpError } from '../http/HttpError';

/** A checkout session as the payments host answers it (the Checkout Sessions shape: only the fields we read). */
export interface CheckoutSession {
  id: string;
  /** The hosted card page to send the buyer to. */
  url: string | undefined;
  /** `paid` once the card was charged. */
  paymentStatus: string;
  /** What paid, e.g. `card`, when the host says. */
  paymentMethod: string;
}

export interface NewCheckout {
  title: string;
  amountMinor: number;
  /** ISO 4217, any case (sent lowercase). */
  currency: string;
  /** Where the card page returns after payment; `{CHECKOUT_SESSION_ID}` is replaced by the host. */
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string;
  metadata: Record<string, string>;
}

const PAYMENTS_TIMEOUT_MS = 10_000;
export const paymentsUnavailable = (): HttpError => new HttpError(502, 'Payments provider unavailable');
const SESSION_ID_PATTERN = /^[A-Za-z0-9_]{1,255}$/;

/**
 * The card-page payments host, spoken to in the published Checkout Sessions shape:
 * `POST /v1/checkout/sessions` (form-encoded: mode, line_items, success_url, cancel_url,
 * client_reference_id, metadata) answers the session with its hosted `url`;
 * `GET /v1/checkout/sessions/{id}` answers it with `payment_status`. The secret key, when
 * configured, goes as bearer. Anything but a well-formed 2xx is 502.
 */
export class PaymentsClient {
  readonly #host: string;

  constructor(
    host: string,
    private readonly key: string | undefined,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    this.#host = host.trim().replace(/\/+$/, '');
  }

  async createCheckout(checkout: NewCheckout): Promise<CheckoutSession> {
    const form = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': checkout.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(checkout.amountMinor),
      'line_items[0][price_data][product_data][name]': checkout.title,
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
      client_reference_id: checkout.clientReferenceId,
    });
    for (const [name, value] of Object.entries(checkout.metadata)) form.set(`metadata[${name}]`, value);
    const session = await this.#call('/v1/checkout/sessions', { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (!session.url) throw paymentsUnavailable();
    return session;
  }

  /** The session, or undefined when the host does not know it (404). */
  async retrieveCheckout(sessionId: string): Promise<CheckoutSession | undefined> {
    if (!SESSION_ID_PATTERN.test(sessionId)) return undefined;
    return this.#call(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, { method: 'GET' }, true);
  }

  async #call(path: string, init: { method: string; body?: string; headers?: Record<string, string> }, notFoundIsUndefined = false): Promise<CheckoutSession> {
    let reply: Response;
    try {
      reply = await this.fetchFn(`${this.#host}${path}`, {
        ...init,
        headers: { accept: 'application/json', ...(this.key ? { authorization: `Bearer ${this.key}` } : {}), ...init.headers },
        signal: AbortSignal.timeout(PAYMENTS_TIMEOUT_MS),
      });
    } catch {
      throw paymentsUnavailable();
    }
    if (notFoundIsUndefined && reply.status === 404) return undefined as unknown as CheckoutSession;
    if (!reply.ok) throw paymentsUnavailable();
    const body = (await reply.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body || typeof body['id'] !== 'string' || !SESSION_ID_PATTERN.test(body['id'])) throw paymentsUnavailable();
    const types = body['payment_method_types'];
    return {
      id: body['id'],
      url: typeof body['url'] === 'string' && /^https?:\/\//.test(body['url']) ? body['url'] : undefined,
      paymentStatus: typeof body['payment_status'] === 'string' ? body['payment_status'] : 'unpaid',
      paymentMethod: Array.isArray(types) && typeof types[0] === 'string' ? types[0] : 'card',
    };
  }
}
