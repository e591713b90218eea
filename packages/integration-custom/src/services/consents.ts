import {
  CONSENT_STATE,
  DEFAULT_CONSENT_VERSION,
  publisherConsentSchema,
  type Customer,
  type CustomerConsent,
  type PublisherConsent,
} from '@ott/common';

/**
 * Consents of the custom account API. The API knows one: the terms, which registration requires
 * (`terms: true`) and which it keeps in the user's metadata (`metadata.terms`). There is no
 * consents route: consents are read from the user and written with PATCH metadata.
 */

export const TERMS_CONSENT_NAME = 'terms';

/**
 * The publisher consent the sign-up form shows: a required checkbox. The label is English: the
 * API has no per-language publisher texts, and screens may translate a consent by its name.
 */
export const TERMS_PUBLISHER_CONSENT: PublisherConsent = publisherConsentSchema.parse({
  type: 'checkbox',
  name: TERMS_CONSENT_NAME,
  label: 'I accept the Terms and Conditions',
  required: true,
  version: DEFAULT_CONSENT_VERSION,
});

/** True when the consents given at sign-up accept the terms. */
export const acceptsTerms = (consents: readonly CustomerConsent[]): boolean =>
  consents.some((consent) => consent.name === TERMS_CONSENT_NAME && consent.state === CONSENT_STATE.ACCEPTED);

/**
 * The user's consents, from metadata.terms. A user whose terms are not accepted (an account made
 * before terms existed, or declined since) gets needsUpdate, so the app asks again.
 */
export function customerConsentsOf(customer: Pick<Customer, 'metadata'>): CustomerConsent[] {
  const accepted = customer.metadata.terms === true;
  return [
    {
      name: TERMS_CONSENT_NAME,
      version: DEFAULT_CONSENT_VERSION,
      state: accepted ? CONSENT_STATE.ACCEPTED : CONSENT_STATE.DECLINED,
      value: accepted,
      needsUpdate: !accepted,
      label: TERMS_PUBLISHER_CONSENT.label,
      required: true,
    },
  ];
}

/**
 * The metadata change for updated consents; only the terms consent exists on this API, so other
 * names are not sent (the server keeps at most 20 metadata keys and owns their meaning).
 * Undefined when the consents do not mention the terms.
 */
export function metadataForConsents(consents: readonly CustomerConsent[]): { terms: boolean } | undefined {
  const terms = consents.find((consent) => consent.name === TERMS_CONSENT_NAME);
  return terms ? { terms: terms.state === CONSENT_STATE.ACCEPTED } : undefined;
}
