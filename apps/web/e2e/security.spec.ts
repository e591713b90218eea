import { expect, serverUrl, test } from '../../../scripts/e2e/fixtures';

test.describe('security headers and Content-Security-Policy (issue 21)', () => {
  test('the site is served with its policy, framing refused, and the policy is first in <head>', async ({ page, request }) => {
    const reply = await request.get('/');
    const headers = reply.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const first = await page.evaluate(() => {
      const element = document.head.firstElementChild;
      return element?.getAttribute('http-equiv');
    });
    expect(first).toBe('Content-Security-Policy');
  });

  test('an injected inline script does not run (the page runs only its own, hashed, scripts)', async ({ browser, baseURL }) => {
    // A context of its own: the suite's fixture fails any test whose page reports a violation.
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; blocked: string | null }>((resolve) => {
          let blocked: string | null = null;
          document.addEventListener('securitypolicyviolation', (event) => (blocked = event.violatedDirective));
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
          setTimeout(() => resolve({ ran: (window as unknown as { __injected?: boolean }).__injected === true, blocked }), 100);
        }),
    );
    expect(outcome).toEqual({ ran: false, blocked: expect.stringMatching(/^script-src/) });
    await context.close();
  });

  test("the content server's replies carry its headers too", async ({ request }) => {
    const reply = await request.get(`${serverUrl()}/apps/configs/demoavod.json`);
    expect(reply.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(reply.headers()['x-content-type-options']).toBe('nosniff');
  });
});
