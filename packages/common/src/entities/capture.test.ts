import { describe, expect, it } from 'vitest';
import { CAPTURE_FIELD_KEY, captureSchema, isCustomCaptureQuestion, parseCaptureQuestionOptions, personalDetailsSchema } from './capture';

describe('captureSchema', () => {
  it('parses built-in fields and custom questions with their answers', () => {
    const parsed = captureSchema.parse({
      isCaptureEnabled: true,
      shouldCaptureBeDisplayed: true,
      settings: [
        { key: 'firstNameLastName', enabled: true, required: true, answer: { firstName: 'A', lastName: 'B' } },
        { key: 'address', enabled: true, required: false, answer: { city: 'Oslo', country: 'NO' } },
        { key: 'birthDate', enabled: true, required: true, answer: null },
        { key: 'custom_1', enabled: true, required: true, question: 'Colour?', value: 'r:Red;g:Green', answer: 'r' },
      ],
    });
    expect(parsed.settings.map((setting) => setting.key)).toEqual(['firstNameLastName', 'address', 'birthDate', 'custom_1']);
    expect(parsed.settings[2]?.answer).toBeUndefined();
    expect(parsed.settings[0]?.answer).toEqual({ firstName: 'A', lastName: 'B' });
    expect(parsed.settings[1]?.answer).toEqual({ city: 'Oslo', country: 'NO' });
  });

  it('keeps every field of an address answer (its keys are all optional, like the name pair)', () => {
    const answer = { address: 'Main street 1', address2: null, city: 'Arlington', state: null, postCode: '22201', country: 'US' };
    const parsed = captureSchema.parse({ isCaptureEnabled: true, shouldCaptureBeDisplayed: false, settings: [{ key: 'address', enabled: true, required: false, answer }] });
    expect(parsed.settings[0]?.answer).toEqual({ address: 'Main street 1', city: 'Arlington', postCode: '22201', country: 'US' });
  });

  it.each([
    [CAPTURE_FIELD_KEY.FIRST_NAME_LAST_NAME, false],
    [CAPTURE_FIELD_KEY.COMPANY_NAME, false],
    [CAPTURE_FIELD_KEY.ADDRESS, false],
    [CAPTURE_FIELD_KEY.PHONE_NUMBER, false],
    [CAPTURE_FIELD_KEY.BIRTH_DATE, false],
    ['custom_7', true],
  ])('%s is a custom question: %s', (key, custom) => {
    expect(isCustomCaptureQuestion(key)).toBe(custom);
  });
});

describe('parseCaptureQuestionOptions', () => {
  it.each([
    ['r:Red;g:Green', [{ value: 'r', label: 'Red' }, { value: 'g', label: 'Green' }]],
    [' r : Red ; ;g', [{ value: 'r', label: 'Red' }, { value: 'g', label: 'g' }]],
    ['t:Time: 10:00', [{ value: 't', label: 'Time: 10:00' }]],
    ['x:', [{ value: 'x', label: 'x' }]],
    ['', []],
    [undefined, []],
  ])('%j', (value, expected) => {
    expect(parseCaptureQuestionOptions(value)).toEqual(expected);
  });
});

describe('personalDetailsSchema', () => {
  it('parses personal values with custom answers and defaults the answers to none', () => {
    expect(personalDetailsSchema.parse({ firstName: 'A', birthDate: '2000-01-31' })).toEqual({
      firstName: 'A',
      birthDate: '2000-01-31',
      customAnswers: [],
    });
    expect(
      personalDetailsSchema.parse({ customAnswers: [{ question: 'Colour?', questionId: 'custom_1', value: 'r' }] }).customAnswers,
    ).toHaveLength(1);
  });
});
