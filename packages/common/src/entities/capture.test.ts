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
