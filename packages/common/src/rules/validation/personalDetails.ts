import { z } from '../../zod';
import { NAME_MAX_LENGTH } from '../../constants';
import { isValidIsoDate } from './dateInput';
import { VALIDATION_MESSAGES } from './messages';

/** The standard capture fields (spec 000 §3); any other key is a custom question. */
export const CAPTURE_FIELDS = ['firstNameLastName', 'companyName', 'address', 'phoneNumber', 'birthDate'] as const;
export type CaptureField = (typeof CAPTURE_FIELDS)[number];

/** The part of a capture setting that validation needs. */
export interface CaptureSettingInput {
  key: string;
  enabled: boolean;
  required: boolean;
  /** Text of a custom question. */
  question?: string | null;
  /** Options of a custom question: "value:label;value:label". */
  value?: string | null;
}

/** Form value names each standard field contributes. Only the lines a form cannot do without are required. */
const FIELD_VALUES: Readonly<Record<CaptureField, readonly { name: string; required: boolean }[]>> = {
  firstNameLastName: [
    { name: 'firstName', required: true },
    { name: 'lastName', required: true },
  ],
  companyName: [{ name: 'companyName', required: true }],
  address: [
    { name: 'address', required: true },
    { name: 'address2', required: false },
    { name: 'city', required: true },
    { name: 'state', required: false },
    { name: 'postCode', required: true },
    { name: 'country', required: true },
  ],
  phoneNumber: [{ name: 'phoneNumber', required: true }],
  birthDate: [{ name: 'birthDate', required: true }],
};

export const isCaptureField = (key: string): key is CaptureField => (CAPTURE_FIELDS as readonly string[]).includes(key);


const required = VALIDATION_MESSAGES.personalDetailsRequired;
type TextSchema = z.ZodMiniType<string | undefined>;
const text = (): TextSchema => z.optional(z.string().check(z.trim()));
const requiredText = (): TextSchema => z.string({ error: required }).check(z.trim(), z.minLength(1, required));
const birthDate = (isRequired: boolean): TextSchema =>
  (isRequired ? requiredText() : text()).check(z.refine((value) => !value || isValidIsoDate(value), VALIDATION_MESSAGES.birthDateNotValid));
const nameLimit = (schema: TextSchema, message: string): TextSchema =>
  schema.check(z.refine((value) => (value ?? '').length <= NAME_MAX_LENGTH, message));

/**
 * Personal-details form built from the capture settings (spec 000 §5). Disabled settings add no
 * field. A required field must be filled (this_field_is_required); a birth date, when given, must be
 * a real YYYY-MM-DD date (birth_date_not_valid): an optional one is checked too because a malformed
 * date would only fail at the provider. Values are flat: standard names plus each custom key.
 */
export function personalDetailsFormSchema(settings: readonly CaptureSettingInput[]) {
  const shape: Record<string, TextSchema> = {};
  for (const setting of settings) {
    if (!setting.enabled) continue;
    if (!isCaptureField(setting.key)) {
      shape[setting.key] = setting.required ? requiredText() : text();
      continue;
    }
    for (const field of FIELD_VALUES[setting.key]) {
      const isRequired = setting.required && field.required;
      let schema = field.name === 'birthDate' ? birthDate(isRequired) : isRequired ? requiredText() : text();
      if (field.name === 'firstName') schema = nameLimit(schema, VALIDATION_MESSAGES.firstName);
      if (field.name === 'lastName') schema = nameLimit(schema, VALIDATION_MESSAGES.lastName);
      shape[field.name] = schema;
    }
  }
  return z.object(shape);
}

export type PersonalDetailsForm = Record<string, string | undefined>;

export interface CustomAnswer {
  question: string;
  questionId: string;
  value: string;
}

/** What updateCaptureAnswers sends (spec 001 §7.4): personal fields plus customAnswers. */
export interface CaptureAnswersPayload {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  address?: string;
  address2?: string;
  city?: string;
  state?: string;
  postCode?: string;
  country?: string;
  phoneNumber?: string;
  birthDate?: string;
  customAnswers?: CustomAnswer[];
}

/**
 * The payload for the enabled settings, with empty values left out (spec 001 §5); customAnswers is
 * left out too when no question was answered.
 */
export function personalDetailsPayload(settings: readonly CaptureSettingInput[], values: PersonalDetailsForm): CaptureAnswersPayload {
  const payload: Record<string, string> = {};
  const customAnswers: CustomAnswer[] = [];
  for (const setting of settings) {
    if (!setting.enabled) continue;
    if (!isCaptureField(setting.key)) {
      const value = values[setting.key]?.trim();
      if (value) customAnswers.push({ question: setting.question ?? '', questionId: setting.key, value });
      continue;
    }
    for (const { name } of FIELD_VALUES[setting.key]) {
      const value = values[name]?.trim();
      if (value) payload[name] = value;
    }
  }
  return customAnswers.length > 0 ? { ...payload, customAnswers } : payload;
}
