import { describe, expect, it } from 'vitest';
import { viewerAudience } from './viewerAudience';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const user = { id: 'u1', email: 'viewer@example.org' } as never;
const subscription = (status: string, expiresAt: number) => ({ status, expiresAt }) as never;

describe('viewerAudience', () => {
  it.each([
    ['a visitor', null, null, { isLoggedIn: false, hasActiveSubscription: false }],
    ['signed in, no subscription', user, null, { isLoggedIn: true, hasActiveSubscription: false }],
    ['signed in, active subscription', user, subscription('active', NOW / 1000 + 86_400), { isLoggedIn: true, hasActiveSubscription: true }],
    ['signed in, subscription expired', user, subscription('expired', NOW / 1000 - 86_400), { isLoggedIn: true, hasActiveSubscription: false }],
  ])('%s', (_name, signedIn, held, expected) => {
    expect(viewerAudience('es', { user: signedIn, subscription: held }, NOW)).toEqual({ language: 'es', ...expected });
  });
});
