import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatPrice, messagePageHtml, portalContentSecurityPolicy, portalPageHtml, type PortalPageModel } from './portalPage';

const model = (extra: Partial<PortalPageModel> = {}): PortalPageModel => ({
  offers: [{ id: 'cognito-monthly', planId: 'cognito-svod', title: 'Monthly <b>plan</b>', price: 4.99, currency: 'EUR', period: 'month', trialDays: 0 }],
  subscriptions: [],
  session: 'sess"ion',
  returnUrl: 'https://tv.example.org/?a=1&b="2"',
  actionBase: '/api/cognito/billing-portal',
  ...extra,
});

describe('the billing portal page', () => {
  it("allows its one style sheet by hash: the policy's hash is the sheet's", () => {
    const html = portalPageHtml(model());
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(portalContentSecurityPolicy([])).toContain(`style-src 'sha256-${hash}'`);
    expect(html).not.toMatch(/<script|\sstyle="|\son[a-z]+=/i);
  });

  it('escapes every value it shows or carries', () => {
    const html = portalPageHtml(model());
    expect(html).toContain('Monthly &lt;b&gt;plan&lt;/b&gt;');
    expect(html).toContain('value="sess&quot;ion"');
    expect(html).toContain('href="https://tv.example.org/?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('<b>plan</b>');
  });

  it('offers a subscribe button per plan without a subscription, and a cancel button per running one instead', () => {
    expect(portalPageHtml(model())).toContain('<button type="submit">Subscribe: Monthly &lt;b&gt;plan&lt;/b&gt;</button>');
    const subscribed = portalPageHtml(
      model({
        subscriptions: [
          { id: 's1', offerId: 'cognito-monthly', planId: 'cognito-svod', status: 'active', startedAt: '2025-03-01T00:00:00.000Z', expiresAt: '2025-04-01T00:00:00.000Z', period: 'month', price: 4.99, currency: 'EUR', paymentMethod: 'card' },
        ],
      }),
    );
    expect(subscribed).not.toContain('Subscribe:');
    expect(subscribed).toContain('renews on 2025-04-01');
    expect(subscribed).toMatch(/<form method="post" action="\/api\/cognito\/billing-portal\/cancel">.*name="subscriptionId" value="s1"/s);
  });

  it('announces notices and errors', () => {
    const html = portalPageHtml(model({ notice: 'Done.', error: 'Broken.' }));
    expect(html).toContain('<p class="notice" role="status">Done.</p>');
    expect(html).toContain('<p class="error" role="alert">Broken.</p>');
    expect(messagePageHtml('Link expired', 'Gone <now>', 'https://tv.example.org/')).toContain('<p role="alert">Gone &lt;now&gt;</p><p><a href="https://tv.example.org/">Back to the site</a></p>');
  });

  it("names the payments host's origins as form targets (a form post's redirect is held to form-action)", () => {
    expect(portalContentSecurityPolicy(['https://pay.example', 'https://checkout.pay.example'])).toContain("form-action 'self' https://pay.example https://checkout.pay.example");
    expect(portalContentSecurityPolicy([])).toMatch(/default-src 'none';.*frame-ancestors 'none';base-uri 'none'$/);
  });

  it('formats prices in their currency', () => {
    expect(formatPrice(4.99, 'EUR')).toBe('€4.99');
    expect(formatPrice(44.99, 'GBP')).toBe('£44.99');
  });
});
