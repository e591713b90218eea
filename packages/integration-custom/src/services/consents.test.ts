import type { CustomerConsent } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { acceptsTerms, metadataForConsents } from './consents';

const consent = (name: string, state: CustomerConsent['state']): CustomerConsent => ({ name, version: '1', state });

describe('terms consent', () => {
  it.each([
    [[consent('terms', 'accepted')], true],
    [[consent('marketing', 'accepted'), consent('terms', 'accepted')], true],
    [[consent('terms', 'declined')], false],
    [[consent('marketing', 'accepted')], false],
    [[], false],
  ])('%j accepts the terms: %s', (consents, expected) => {
    expect(acceptsTerms(consents)).toBe(expected);
  });

  it.each([
    [[consent('terms', 'accepted')], { terms: true }],
    [[consent('terms', 'declined'), consent('marketing', 'accepted')], { terms: false }],
    [[consent('marketing', 'accepted')], undefined],
  ])('%j -> metadata %j', (consents, expected) => {
    expect(metadataForConsents(consents)).toEqual(expected);
  });
});
