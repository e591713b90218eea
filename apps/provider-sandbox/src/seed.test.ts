import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_DIR, loadCoupons, loadOffers, loadPublisher } from './seed';

describe('seed files', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const offersFile = (offers: unknown[]) => {
    const path = join(dir, 'offers.json');
    writeFileSync(path, JSON.stringify({ offers }));
    return path;
  };
  const base = { offerTitle: 'T', offerPrice: 1, offerCurrency: 'EUR' };

  it('the shipped ones load', () => {
    expect(loadOffers(join(DEFAULT_SEED_DIR, 'offers.json'))).toHaveLength(6);
    expect(loadPublisher(join(DEFAULT_SEED_DIR, 'publisher.json')).capture.settings.map((setting) => setting.key)).toEqual([
      'firstNameLastName',
      'companyName',
      'address',
      'phoneNumber',
      'birthDate',
      'custom_1',
      'custom_2',
    ]);
  });

  it('refuses an offer without a period or duration, a duplicate, or a bad id', () => {
    expect(() => loadOffers(offersFile([{ ...base, offerId: 'S1' }]))).toThrow(/period/);
    expect(() => loadOffers(offersFile([{ ...base, offerId: 'S1', period: 'month' }, { ...base, offerId: 'S1', period: 'year' }]))).toThrow(/twice/);
    expect(() => loadOffers(offersFile([{ ...base, offerId: 'X1', period: 'month' }]))).toThrow();
  });

  it('loads coupons, and refuses one without its amount', () => {
    expect(loadCoupons(join(DEFAULT_SEED_DIR, 'coupons.json')).map((coupon) => coupon.code)).toEqual(['SAVE20', 'TRIAL30', 'FREEPASS']);
    const path = join(dir, 'coupons.json');
    writeFileSync(path, JSON.stringify({ coupons: [{ code: 'A', type: 'percentage' }] }));
    expect(() => loadCoupons(path)).toThrow(/percent/);
    writeFileSync(path, JSON.stringify({ coupons: [{ code: 'B', type: 'trial' }] }));
    expect(() => loadCoupons(path)).toThrow(/freeDays/);
  });
});
