import { captureSettingSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { nextAfterPersonalDetails, personalDetailsInitialValues, personalDetailsInputs, showsPersonalDetails } from './personalDetailsFields';

const settings = [
  { key: 'firstNameLastName', enabled: true, required: true, answer: { firstName: 'Ada', lastName: 'Lovelace' } },
  { key: 'companyName', enabled: false, required: false },
  { key: 'birthDate', enabled: true, required: false, answer: '1990-04-02' },
  { key: 'phoneNumber', enabled: true, required: false },
  { key: 'favouriteFilm', enabled: true, required: true, question: 'Your favourite kind of film?', value: 'doc:Documentaries;drama:Drama' },
  { key: 'town', enabled: true, required: false, question: 'Where do you live?', answer: 'Brightwater' },
].map((setting) => captureSettingSchema.parse(setting));

describe('personalDetailsInputs', () => {
  it('lists the inputs of the enabled settings in their order, custom questions with their options', () => {
    expect(personalDetailsInputs(settings).map((input) => [input.name, input.kind])).toEqual([
      ['firstName', 'text'],
      ['lastName', 'text'],
      ['birthDate', 'birth-date'],
      ['phoneNumber', 'tel'],
      ['favouriteFilm', 'question'],
      ['town', 'question'],
    ]);
    expect(personalDetailsInputs(settings)[4]).toMatchObject({
      question: 'Your favourite kind of film?',
      options: [
        { value: 'doc', label: 'Documentaries' },
        { value: 'drama', label: 'Drama' },
      ],
    });
  });

  it('gives the address its six lines', () => {
    const address = personalDetailsInputs([captureSettingSchema.parse({ key: 'address', enabled: true, required: true })]);
    expect(address.map((input) => input.name)).toEqual(['address', 'address2', 'city', 'state', 'postCode', 'country']);
  });
});

describe('personalDetailsInitialValues', () => {
  it('starts from earlier answers, empty elsewhere, and only for enabled inputs', () => {
    expect(personalDetailsInitialValues(settings)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1990-04-02',
      phoneNumber: '',
      favouriteFilm: '',
      town: 'Brightwater',
    });
  });
});

describe('showsPersonalDetails', () => {
  it.each([
    [{ isCaptureEnabled: true, shouldCaptureBeDisplayed: true }, true],
    [{ isCaptureEnabled: false, shouldCaptureBeDisplayed: true }, false],
    [{ isCaptureEnabled: true, shouldCaptureBeDisplayed: false }, false],
    [undefined, false],
  ])('%j -> %s', (capture, expected) => {
    expect(showsPersonalDetails(capture)).toBe(expected);
  });
});

describe('nextAfterPersonalDetails', () => {
  it.each([
    ['SVOD', 0, 'choose-offer'],
    ['AUTHVOD', 1, 'choose-offer'],
    ['AUTHVOD', 0, 'welcome'],
    ['AVOD', 2, 'welcome'],
  ] as const)('%s with %i media offers -> %s', (accessModel, offers, next) => {
    expect(nextAfterPersonalDetails(accessModel, offers)).toBe(next);
  });
});
