import { describe, expect, it } from 'vitest';
import { fieldErrors } from './formErrors';
import { personalDetailsFormSchema, personalDetailsPayload } from './personalDetails';
import type { CaptureSettingInput } from './personalDetails';

const REQUIRED = 'account:personal_details.this_field_is_required';

const settings: CaptureSettingInput[] = [
  { key: 'firstNameLastName', enabled: true, required: true },
  { key: 'companyName', enabled: true, required: false },
  { key: 'address', enabled: true, required: true },
  { key: 'phoneNumber', enabled: false, required: true },
  { key: 'birthDate', enabled: true, required: true },
  { key: 'custom_1', enabled: true, required: true, question: 'Favourite genre?', value: 'drama:Drama;comedy:Comedy' },
  { key: 'custom_2', enabled: true, required: false, question: 'How did you hear about us?' },
];

const complete = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '',
  address: '1 Main St',
  address2: '',
  city: 'London',
  state: '',
  postCode: 'N1',
  country: 'GB',
  birthDate: '1990-12-10',
  custom_1: 'drama',
  custom_2: '  ',
};

describe('personalDetailsFormSchema', () => {
  it('accepts a complete form', () => {
    expect(personalDetailsFormSchema(settings).safeParse(complete).success).toBe(true);
  });

  it('asks for every required field and required custom question', () => {
    expect(fieldErrors(personalDetailsFormSchema(settings).safeParse({}).error)).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      address: REQUIRED,
      city: REQUIRED,
      postCode: REQUIRED,
      country: REQUIRED,
      birthDate: REQUIRED,
      custom_1: REQUIRED,
    });
  });

  it.each([
    ['10-12-1990', 'account:personal_details.birth_date_not_valid'],
    ['1990-13-01', 'account:personal_details.birth_date_not_valid'],
    ['1890-01-01', 'account:personal_details.birth_date_not_valid'],
    ['1990-02-30', 'account:personal_details.birth_date_not_valid'],
    ['', REQUIRED],
  ])('birth date %j -> %s', (birthDate, message) => {
    expect(fieldErrors(personalDetailsFormSchema(settings).safeParse({ ...complete, birthDate }).error)).toEqual({ birthDate: message });
  });

  it('checks an optional birth date only when given', () => {
    const optional = [{ key: 'birthDate', enabled: true, required: false }];
    expect(personalDetailsFormSchema(optional).safeParse({ birthDate: '' }).success).toBe(true);
    expect(personalDetailsFormSchema(optional).safeParse({}).success).toBe(true);
    expect(fieldErrors(personalDetailsFormSchema(optional).safeParse({ birthDate: '1990/01/01' }).error)).toEqual({
      birthDate: 'account:personal_details.birth_date_not_valid',
    });
  });

  it('keeps names to 50 characters', () => {
    const result = personalDetailsFormSchema(settings).safeParse({ ...complete, firstName: 'x'.repeat(51), lastName: 'y'.repeat(51) });
    expect(fieldErrors(result.error)).toEqual({ firstName: 'account:validation.first_name', lastName: 'account:validation.last_name' });
  });

  it('adds no field for a disabled setting and none required for an optional one', () => {
    const shape = personalDetailsFormSchema(settings).shape;
    expect(Object.keys(shape)).not.toContain('phoneNumber');
    expect(personalDetailsFormSchema([{ key: 'phoneNumber', enabled: true, required: false }]).safeParse({}).success).toBe(true);
    expect(personalDetailsFormSchema([{ key: 'firstNameLastName', enabled: true, required: false }]).safeParse({}).success).toBe(true);
  });
});

describe('personalDetailsPayload', () => {
  it('sends enabled, non-empty values and answered custom questions', () => {
    expect(personalDetailsPayload(settings, { ...complete, phoneNumber: '123', lastName: '  Lovelace ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '1 Main St',
      city: 'London',
      postCode: 'N1',
      country: 'GB',
      birthDate: '1990-12-10',
      customAnswers: [{ question: 'Favourite genre?', questionId: 'custom_1', value: 'drama' }],
    });
  });

  it('leaves customAnswers out when nothing was answered', () => {
    expect(personalDetailsPayload([{ key: 'custom_9', enabled: true, required: false }, { key: 'companyName', enabled: true, required: false }], { companyName: 'ACME' })).toEqual({
      companyName: 'ACME',
    });
    expect(personalDetailsPayload([{ key: 'custom_9', enabled: true, required: false }], { custom_9: 'yes' })).toEqual({
      customAnswers: [{ question: '', questionId: 'custom_9', value: 'yes' }],
    });
  });
});
