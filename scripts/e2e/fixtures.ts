import { test as base, expect, type Page } from '@playwright/test';
import { siteUrl } from './siteUrls';

export { expect } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './a11y';
export { COUNTRY_HEADER, sandboxUrl, serverUrl, siteUrl } from './siteUrls';

/** How Chromium reports what a Content-Security-Policy blocked, on the page's console. */
const CSP_REPORT = /Content Security Policy/i;

export interface SiteOptions {
  /**
   * The visitor's cookie choice before the page opens. Default 'accepted', so that the cookie
   * banner does not cover the page; null for a first visit, with the banner.
   */
  cookieConsent: 'accepted' | 'declined' | null;
  /**
   * Whether the ad server's schedules answer. Default false: a schedule request gets 404, which the
   * player treats as no ads (as for any ad failure), so specs about content start it at once;
   * ads.spec.ts turns it on.
   */
  adverts: boolean;
}

/**
 * The sites' test: `baseURL` is the site of the test's project (web or story-time) as the global
 * setup started it, so `page.goto('/')` opens that site's home.
 */
export const test = base.extend<SiteOptions>({
  cookieConsent: ['accepted', { option: true }],
  adverts: [false, { option: true }],
  baseURL: async ({}, use, testInfo) => {
    await use(siteUrl(testInfo.project.name));
  },
  context: async ({ context, cookieConsent, adverts, baseURL }, use) => {
    if (!adverts) await context.route(/\/v2\/advertising\/schedules\//, (route) => route.fulfill({ status: 404, body: 'No ads in this test' }));
    if (cookieConsent) await context.addCookies([{ name: 'cookies.consent', value: cookieConsent, url: baseURL! }]);
    // Every test also checks that the sites' Content-Security-Policy blocked nothing they do.
    const violations: string[] = [];
    const watch = (page: Page): void => {
      page.on('console', (message) => {
        if (message.type() === 'error' && CSP_REPORT.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
    };
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
