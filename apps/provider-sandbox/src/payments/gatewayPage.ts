import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AttemptKind, AttemptRow, AttemptStore } from './attempts';

/** Where the sandbox serves the pages that stand in for the gateways' own sites (no provider path starts with an underscore). */
export const GATEWAY_PREFIX = '/_gateway';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface DecisionPage {
  title: string;
  lines: string[];
  /** Buttons in order: the first is focused on load. */
  choices: Array<{ value: string; label: string }>;
}

/**
 * A gateway page: a heading, what is being paid, and one form whose buttons post the customer's
 * decision (native buttons: Tab, Enter and Space work; the first one has the focus).
 */
export function decisionPageHtml(page: DecisionPage): string {
  const buttons = page.choices
    .map((choice, index) => `<button type="submit" name="decision" value="${escapeHtml(choice.value)}"${index === 0 ? ' autofocus' : ''}>${escapeHtml(choice.label)}</button>`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(page.title)}</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #111; }
    button { font-size: 1rem; padding: 0.6rem 1.2rem; margin: 0 0.5rem 0.5rem 0; border: 2px solid #1a4fd6; border-radius: 4px; background: #fff; color: #1a4fd6; cursor: pointer; }
    button:first-of-type { background: #1a4fd6; color: #fff; }
    button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
    .note { color: #444; font-size: 0.875rem; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(page.title)}</h1>
    ${page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n    ')}
    ${page.choices.length > 0 ? `<form method="post">\n      ${buttons}\n    </form>` : ''}
    <p class="note">Test page of a local stand-in: no real payment is made.</p>
  </main>
</body>
</html>
`;
}

/** A gateway link that ran out or was already answered: the browser gets a page, not the API's envelope. */
export class GatewayPageGone extends Error {}

/** The page a browser gets for a gateway link that ran out or was already answered. */
export const gonePageHtml = (): string =>
  decisionPageHtml({ title: 'This payment page is no longer available', lines: ['It was already answered or has run out. Go back to the site and start again.'], choices: [] });

export const sendPage = (reply: FastifyReply, html: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(html);

/**
 * Registers gateway pages in their own scope: their forms post `application/x-www-form-urlencoded`
 * (only here), and a link that ran out or was answered answers the HTML page, not the envelope.
 */
export function registerGatewayPages(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof GatewayPageGone) return sendPage(reply, gonePageHtml(), 404);
      throw error;
    });
    register(scope);
  });
}

/** The attempt a page's link names while it waits for the customer (of one of `kinds`), else the page is gone. */
export function pendingAttempt(attempts: AttemptStore, token: string, kinds: readonly AttemptKind[]): AttemptRow {
  const attempt = attempts.byToken(token);
  if (!attempt || !kinds.includes(attempt.kind) || attempt.outcome !== null) throw new GatewayPageGone();
  return attempt;
}

/** The decision a page's form posted, or undefined. */
export const decisionOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { decision?: unknown }).decision === 'string' ? (body as { decision: string }).decision : undefined;

/** The sandbox's own origin as the browser reached it (gateway pages are absolute URLs). */
export const originOf = (request: { protocol: string; headers: { host?: string } }): string => `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
