import { z } from '../zod';
import { optionalField } from './schemaHelpers';

/** Keys of the built-in capture fields; custom questions have any other key. */
export const CAPTURE_FIELD_KEY = {
  FIRST_NAME_LAST_NAME: 'firstNameLastName',
  COMPANY_NAME: 'companyName',
  ADDRESS: 'address',
  PHONE_NUMBER: 'phoneNumber',
  BIRTH_DATE: 'birthDate',
} as const;
export type CaptureFieldKey = (typeof CAPTURE_FIELD_KEY)[keyof typeof CAPTURE_FIELD_KEY];

export const isCustomCaptureQuestion = (key: string): boolean =>
  !(Object.values(CAPTURE_FIELD_KEY) as string[]).includes(key);

/** Answer shapes: a name pair, an address, or plain text (company, phone, birth date, custom). */
export const captureNameAnswerSchema = z.object({
  firstName: optionalField(z.string()),
  lastName: optionalField(z.string()),
});
export const captureAddressAnswerSchema = z.object({
  address: optionalField(z.string()),
  address2: optionalField(z.string()),
  city: optionalField(z.string()),
  state: optionalField(z.string()),
  postCode: optionalField(z.string()),
  country: optionalField(z.string()),
});
/**
 * The name pair is matched strictly (only its two keys), else an address answer, whose keys are all
 * optional too, would be read as an empty name pair and lose its fields.
 */
export const captureAnswerSchema = z.union([z.string(), z.strictObject(captureNameAnswerSchema.shape), captureAddressAnswerSchema]);
export type CaptureAnswer = z.infer<typeof captureAnswerSchema>;

/** One capture field or custom question. */
export const captureSettingSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  /** Custom questions only: the question text. */
  question: optionalField(z.string()),
  /** Custom questions only: options as "value:label" entries separated by semicolons. */
  value: optionalField(z.string()),
  answer: optionalField(captureAnswerSchema),
});
export type CaptureSetting = z.infer<typeof captureSettingSchema>;

/** Capture status of a customer: whether the personal-details step is on and what it asks. */
export const captureSchema = z.object({
  isCaptureEnabled: z.boolean(),
  shouldCaptureBeDisplayed: z.boolean(),
  settings: z.array(captureSettingSchema),
});
export type Capture = z.infer<typeof captureSchema>;

export interface CaptureQuestionOption {
  value: string;
  label: string;
}

/**
 * Options of a custom question: "a:Apple;b:Banana" -> [{value a, label Apple}, ...]. An entry
 * without a label uses its value as label; empty entries are skipped.
 */
export function parseCaptureQuestionOptions(value: string | null | undefined): CaptureQuestionOption[] {
  if (!value) return [];
  return value
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const separator = entry.indexOf(':');
      if (separator === -1) return { value: entry, label: entry };
      const optionValue = entry.slice(0, separator).trim();
      const label = entry.slice(separator + 1).trim();
      return { value: optionValue, label: label || optionValue };
    });
}

export const captureCustomAnswerSchema = z.object({
  question: z.string(),
  questionId: z.string(),
  value: z.string(),
});
export type CaptureCustomAnswer = z.infer<typeof captureCustomAnswerSchema>;

/** Values of the personal-details form; birthDate is YYYY-MM-DD. */
export const personalDetailsSchema = z.object({
  ...captureNameAnswerSchema.shape,
  companyName: optionalField(z.string()),
  ...captureAddressAnswerSchema.shape,
  phoneNumber: optionalField(z.string()),
  birthDate: optionalField(z.string()),
  customAnswers: z.pipe(
    z.nullish(z.array(captureCustomAnswerSchema)),
    z.transform((value) => value ?? []),
  ),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
