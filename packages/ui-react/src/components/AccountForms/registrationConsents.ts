import {
  CONSENT_FIELD_TYPE,
  CONSENT_STATE,
  DEFAULT_CONSENT_VERSION,
  TERMS_CONSENT_NAME,
  type CustomerConsent,
  type PublisherConsent,
} from '@ott/common';

/** A consent answer in the form: a ticked box, or the text / choice of a custom field. */
export type ConsentValue = boolean | string;
export type ConsentValues = Record<string, ConsentValue>;

/** How a consent field is drawn. */
export type ConsentControl = 'checkbox' | 'select' | 'radio' | 'date' | 'text';

export interface RegistrationConsent extends PublisherConsent {
  /** The terms checkbox this app adds when the publisher lists none: its label is ours. */
  builtIn?: boolean;
}

/**
 * The consents of the sign-up form: the publisher's, and the terms checkbox first when the publisher
 * does not list one itself. Terms are always required (spec 000 §5 "Terms is a required checkbox").
 */
export function registrationConsents(publisher: readonly PublisherConsent[]): RegistrationConsent[] {
  const consents: RegistrationConsent[] = publisher.map((consent) => (consent.name === TERMS_CONSENT_NAME ? { ...consent, required: true } : consent));
  if (consents.some((consent) => consent.name === TERMS_CONSENT_NAME)) return consents;
  const terms: RegistrationConsent = {
    name: TERMS_CONSENT_NAME,
    type: CONSENT_FIELD_TYPE.CHECKBOX,
    label: '',
    required: true,
    version: DEFAULT_CONSENT_VERSION,
    builtIn: true,
  };
  return [terms, ...consents];
}

const hasOptions = (consent: PublisherConsent): boolean => Object.keys(consent.options ?? {}).length > 0;

/** Checkbox by default; a list of options becomes a select or radios; a date picker a date input; anything else text. */
export function consentControl(consent: PublisherConsent): ConsentControl {
  switch (consent.type) {
    case CONSENT_FIELD_TYPE.CHECKBOX:
      return 'checkbox';
    case CONSENT_FIELD_TYPE.RADIO:
      return hasOptions(consent) ? 'radio' : 'text';
    case CONSENT_FIELD_TYPE.SELECT:
    case CONSENT_FIELD_TYPE.COUNTRY:
    case CONSENT_FIELD_TYPE.US_STATE:
      return hasOptions(consent) ? 'select' : 'text';
    case CONSENT_FIELD_TYPE.DATEPICKER:
      return 'date';
    default:
      return 'text';
  }
}

export const consentOptions = (consent: PublisherConsent): { value: string; label: string }[] =>
  Object.entries(consent.options ?? {}).map(([value, label]) => ({ value, label }));

/** Start values: a box is ticked when the publisher enables it by default; a field starts with its default text. */
export function initialConsentValues(consents: readonly RegistrationConsent[]): ConsentValues {
  const values: ConsentValues = {};
  for (const consent of consents) {
    if (consentControl(consent) === 'checkbox') values[consent.name] = consent.enabledByDefault === true || consent.defaultValue === true;
    else values[consent.name] = typeof consent.defaultValue === 'string' ? consent.defaultValue : '';
  }
  return values;
}

const isGiven = (value: ConsentValue | undefined): boolean => (typeof value === 'string' ? value.trim() !== '' : value === true);

/** The answers sent with the registration: accepted when ticked or filled in, declined otherwise. */
export function customerConsentsFrom(consents: readonly RegistrationConsent[], values: Readonly<ConsentValues>): CustomerConsent[] {
  return consents.map((consent) => {
    const value = values[consent.name];
    const given = isGiven(value);
    return {
      name: consent.name,
      version: consent.version,
      state: given ? CONSENT_STATE.ACCEPTED : CONSENT_STATE.DECLINED,
      value: typeof value === 'string' ? value.trim() : given,
      label: consent.label || undefined,
      required: consent.required,
    };
  });
}
