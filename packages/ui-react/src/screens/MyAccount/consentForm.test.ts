import type { CustomerConsent, PublisherConsent } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { answerText, consentFormSchema, consentFormValues, consentsToSave, registrationFieldsOf, termsConsentsOf } from './consentForm';

const terms: PublisherConsent = { type: 'checkbox', name: 'terms', label: 'I accept the terms', required: true, version: '2' };
const marketing: PublisherConsent = { type: 'checkbox', name: 'marketing', label: 'Send me news', required: false, version: '1' };
const newsletterField: PublisherConsent = { type: 'checkbox', name: 'newsletter', label: 'Newsletter', required: false, version: '1', isCustomRegisterField: true };
const company: PublisherConsent = { type: 'input', name: 'company.name', label: 'Company', required: true, version: '1', isCustomRegisterField: true };
const plan: PublisherConsent = { type: 'select', name: 'plan', label: 'Plan', required: false, version: '1', options: { a: 'Basic', b: 'Family' } };

describe('consent sections', () => {
  const all = [terms, marketing, newsletterField, company, plan];

  it('puts plain checkbox consents under terms and tracking', () => {
    expect(termsConsentsOf(all)).toEqual([terms, marketing]);
  });

  it('puts custom register fields and other field types under other registration details', () => {
    expect(registrationFieldsOf(all)).toEqual([newsletterField, company, plan]);
  });
});

describe('consent form values', () => {
  it('reads what the customer answered; unanswered consents are unticked or empty', () => {
    const given: CustomerConsent[] = [
      { name: 'terms', version: '1', state: 'accepted' },
      { name: 'marketing', version: '1', state: 'declined' },
      { name: 'company.name', version: '1', state: 'accepted', value: 'ACME' },
    ];
    expect(consentFormValues([terms, marketing, newsletterField, company, plan], given)).toEqual({ values: [true, false, false, 'ACME', ''] });
  });
});

describe('consent form schema', () => {
  const schema = consentFormSchema([terms, marketing, company]);

  it('accepts required consents ticked and required fields answered', () => {
    expect(schema.safeParse({ values: [true, false, 'ACME'] }).success).toBe(true);
  });

  it('refuses an unticked required consent and an empty required field, at their positions', () => {
    const result = schema.safeParse({ values: [false, false, '  '] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['values.0', 'account:registration.consents_error'],
      ['values.2', 'account:login.field_required'],
    ]);
  });
});

describe('consents to save', () => {
  it('replaces the answers of the form, keeps consents it does not show, and marks them up to date', () => {
    const given: CustomerConsent[] = [
      { name: 'terms', version: '1', state: 'accepted', needsUpdate: true },
      { name: 'legacy', version: '1', state: 'accepted' },
    ];
    expect(consentsToSave([terms, marketing, company], [true, true, ' ACME '], given)).toEqual([
      { name: 'terms', version: '2', state: 'accepted', needsUpdate: false },
      { name: 'legacy', version: '1', state: 'accepted' },
      { name: 'marketing', version: '1', state: 'accepted', needsUpdate: false },
      { name: 'company.name', version: '1', state: 'accepted', needsUpdate: false, value: 'ACME' },
    ]);
  });

  it('declines unticked consents and empty fields', () => {
    expect(consentsToSave([marketing, plan], [false, ''], [])).toEqual([
      { name: 'marketing', version: '1', state: 'declined', needsUpdate: false },
      { name: 'plan', version: '1', state: 'declined', needsUpdate: false, value: '' },
    ]);
  });
});

describe('answer text', () => {
  it('shows an option label, the text itself, or nothing', () => {
    expect(answerText(plan, 'b')).toBe('Family');
    expect(answerText(company, 'ACME')).toBe('ACME');
    expect(answerText(company, '')).toBeUndefined();
    expect(answerText(terms, true)).toBeUndefined();
  });
});
