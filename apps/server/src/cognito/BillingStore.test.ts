import { describe, expect, it } from 'vitest';
import { periodEnd, statusOf } from './BillingStore';

const at = (iso: string): number => Date.parse(iso);

describe('periodEnd', () => {
  it.each([
    ['a month', '2025-03-10T08:30:00Z', 'month', 0, '2025-04-10T08:30:00.000Z'],
    ['a month from the 31st (the last day of a short month)', '2025-01-31T12:00:00Z', 'month', 0, '2025-02-28T12:00:00.000Z'],
    ['a month from the 31st in a leap year', '2024-01-31T12:00:00Z', 'month', 0, '2024-02-29T12:00:00.000Z'],
    ['a month across the year', '2025-12-15T00:00:00Z', 'month', 0, '2026-01-15T00:00:00.000Z'],
    ['a year from the 29th of February', '2024-02-29T00:00:00Z', 'year', 0, '2025-02-28T00:00:00.000Z'],
    ['a year', '2025-06-01T00:00:00Z', 'year', 0, '2026-06-01T00:00:00.000Z'],
    ['a month after a 7-day trial', '2025-03-01T00:00:00Z', 'month', 7, '2025-04-08T00:00:00.000Z'],
  ] as const)('%s', (_name, start, period, trialDays, end) => {
    expect(new Date(periodEnd(at(start), period, trialDays)).toISOString()).toBe(end);
  });
});

describe('statusOf', () => {
  const now = at('2025-03-01T00:00:00Z');
  it.each([
    ['running', now + 1, null, 'active'],
    ['cancelled, still running', now + 1, now - 5, 'cancelled'],
    ['past its end', now, null, 'expired'],
    ['cancelled and past its end', now - 1, now - 5, 'expired'],
  ] as const)('%s is %s', (_name, expiresAt, cancelledAt, status) => {
    expect(statusOf({ expires_at: expiresAt, cancelled_at: cancelledAt }, now)).toBe(status);
  });
});
