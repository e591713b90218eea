import { describe, expect, it } from 'vitest';
import { isAllowedResetUrl, resetLink } from './resetLink';

const ALLOWED = new Set(['https://tv.example.org', 'http://staging.example.org:8080']);

describe('reset link origins', () => {
  it.each([
    ['https://tv.example.org/?u=reset', false, true],
    ['https://tv.example.org:443/reset', false, true],
    ['http://staging.example.org:8080/x', false, true],
    ['http://tv.example.org/?u=reset', false, false],
    ['https://tv.example.org.evil.example/', false, false],
    ['https://evil.example/?next=https://tv.example.org', false, false],
    ['https://user:pw@tv.example.org/', false, false],
    ['http://localhost:5173/?u=reset', false, false],
    ['http://localhost:5173/?u=reset', true, true],
    ['http://127.0.0.1:8080/', true, true],
    ['http://[::1]:8080/', true, true],
    ['http://app.localhost/', true, true],
    ['https://evil.example/', true, false],
    ['javascript:alert(1)', true, false],
    ['/relative/path', true, false],
  ])('%s (loopback allowed: %s) -> %s', (url, allowLoopback, allowed) => {
    expect(isAllowedResetUrl(url, ALLOWED, allowLoopback)).toBe(allowed);
  });

  it('adds the token and the email to the query of the given URL', () => {
    const link = new URL(resetLink('https://tv.example.org/path?u=reset-password#top', 'tok-en_1', 'a+b@c.co'));
    expect(link.origin + link.pathname).toBe('https://tv.example.org/path');
    expect(Object.fromEntries(link.searchParams)).toEqual({ u: 'reset-password', resetPasswordToken: 'tok-en_1', email: 'a+b@c.co' });
  });
});
