import { publisherConsentSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { consentControl, consentOptions, customerConsentsFrom, initialConsentValues, registrationConsents } from './registrationConsents';

const consent = (input: Record<string, unknown>) => publisherConsentSchema.parse(input);

describe('registrationConsents', () => {
  it('adds a required terms checkbox first when the publisher lists none', () => {
    const [terms, newsletter] = registrationConsents([consent({ name: 'newsletter', label: 'Send me news' })]);
    expect(terms).toMatchObject({ name: 'terms', type: 'checkbox', required: true, builtIn: true });
    expect(newsletter).toMatchObject({ name: 'newsletter', required: false });
  });

  it("keeps the publisher's own terms consent and makes it required", () => {
    const list = registrationConsents([consent({ name: 'terms', label: 'I accept the [terms](https://x.test)', required: false })]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'terms', required: true, label: 'I accept the [terms](https://x.test)' });
    expect(list[0]?.builtIn).toBeUndefined();
  });
});

describe('consentControl', () => {
  it.each([
    [{ name: 'a' }, 'checkbox'],
    [{ name: 'a', type: 'checkbox' }, 'checkbox'],
    [{ name: 'a', type: 'select', options: { x: 'X' } }, 'select'],
    [{ name: 'a', type: 'country', options: { nl: 'Netherlands' } }, 'select'],
    [{ name: 'a', type: 'us_state' }, 'text'],
    [{ name: 'a', type: 'radio', options: { x: 'X', y: 'Y' } }, 'radio'],
    [{ name: 'a', type: 'radio' }, 'text'],
    [{ name: 'a', type: 'datepicker' }, 'date'],
    [{ name: 'a', type: 'input' }, 'text'],
    [{ name: 'a', type: 'something-new' }, 'text'],
  ])('%j is drawn as %s', (input, control) => {
    expect(consentControl(consent(input))).toBe(control);
  });

  it('lists options as value and label', () => {
    expect(consentOptions(consent({ name: 'a', type: 'select', options: { x: 'Ex', y: 'Why' } }))).toEqual([
      { value: 'x', label: 'Ex' },
      { value: 'y', label: 'Why' },
    ]);
  });
});

describe('initialConsentValues and customerConsentsFrom', () => {
  const list = registrationConsents([
    consent({ name: 'newsletter', enabledByDefault: true }),
    consent({ name: 'partners' }),
    consent({ name: 'city', type: 'input', defaultValue: 'Brightwater' }),
    consent({ name: 'pet', type: 'input', version: '3' }),
  ]);

  it('ticks boxes enabled by default and fills default texts', () => {
    expect(initialConsentValues(list)).toEqual({ terms: false, newsletter: true, partners: false, city: 'Brightwater', pet: '' });
  });

  it('accepts what is ticked or filled in and declines the rest', () => {
    const answers = customerConsentsFrom(list, { terms: true, newsletter: false, partners: true, city: ' Harbour ', pet: '' });
    expect(answers.map(({ name, state, value, version }) => ({ name, state, value, version }))).toEqual([
      { name: 'terms', state: 'accepted', value: true, version: '1' },
      { name: 'newsletter', state: 'declined', value: false, version: '1' },
      { name: 'partners', state: 'accepted', value: true, version: '1' },
      { name: 'city', state: 'accepted', value: 'Harbour', version: '1' },
      { name: 'pet', state: 'declined', value: '', version: '3' },
    ]);
  });
});
