import { describe, expect, it } from 'vitest';
import {
  CONSENT_FIELD_TYPE,
  customerConsentSchema,
  customerSchema,
  externalProviderSchema,
  NOTIFICATION_TYPE,
  notificationSchema,
  pendingDowngradeKey,
  publisherConsentSchema,
} from './account';

describe('customerSchema', () => {
  it('parses a customer with a numeric id as a string id and keeps pending downgrades', () => {
    const parsed = customerSchema.parse({
      id: 123,
      email: 'a@b.c',
      firstName: 'Ann',
      lastName: null,
      metadata: { terms: true, has_password: false, [pendingDowngradeKey('S9')]: 'S1_NL' },
      regDate: '2024-01-01',
    });
    expect(parsed.id).toBe('123');
    expect(parsed.lastName).toBeUndefined();
    expect(parsed.metadata['S9_pending_downgrade']).toBe('S1_NL');
  });

  it('accepts a viewer-token user with an empty email and no metadata', () => {
    expect(customerSchema.parse({ id: 'v1', email: '' }).metadata).toEqual({});
  });

  it('needs an id and an email', () => {
    expect(customerSchema.safeParse({ email: 'a@b.c' }).success).toBe(false);
    expect(customerSchema.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('consents', () => {
  it.each([['accepted'], ['declined']])('accepts the state %s', (state) => {
    expect(customerConsentSchema.parse({ name: 'terms', state }).version).toBe('1');
  });

  it('rejects another state', () => {
    expect(customerConsentSchema.safeParse({ name: 'terms', state: 'maybe' }).success).toBe(false);
  });

  it('defaults a publisher field to an optional checkbox of version 1', () => {
    expect(publisherConsentSchema.parse({ name: 'terms', label: null, type: null })).toMatchObject({
      type: CONSENT_FIELD_TYPE.CHECKBOX,
      required: false,
      version: '1',
      label: '',
    });
  });

  it('keeps custom register field types and options', () => {
    const parsed = publisherConsentSchema.parse({
      name: 'favourite',
      type: 'select',
      label: 'Favourite',
      required: true,
      options: { a: 'Apple', b: 'Banana' },
      defaultValue: 'a',
      isCustomRegisterField: true,
    });
    expect(parsed.type).toBe('select');
    expect(parsed.options).toEqual({ a: 'Apple', b: 'Banana' });
  });
});

describe('externalProviderSchema', () => {
  it('needs name and url', () => {
    expect(externalProviderSchema.parse({ name: 'Library', url: 'https://lib', icon: null })).toEqual({ name: 'Library', url: 'https://lib' });
    expect(externalProviderSchema.safeParse({ name: 'Library' }).success).toBe(false);
  });
});

describe('notificationSchema', () => {
  it('reads the type and resource', () => {
    const parsed = notificationSchema.parse({
      type: NOTIFICATION_TYPE.CARD_REQUIRES_ACTION,
      resource: { redirect_to_url: 'https://3ds', extra: 1 },
    });
    expect(parsed.resource.redirect_to_url).toBe('https://3ds');
    expect(notificationSchema.parse({ type: 'something.new' }).resource).toEqual({});
  });
});
