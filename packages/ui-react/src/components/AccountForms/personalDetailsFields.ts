import {
  ACCESS_MODEL,
  isCaptureField,
  parseCaptureQuestionOptions,
  type AccessModel,
  type CaptureSetting,
  type PersonalDetailsForm,
} from '@ott/common';

/** One input of the personal-details form. */
export type PersonalDetailsInput =
  | { name: string; kind: 'text' | 'tel'; labelKey: string; autoComplete?: string }
  | { name: 'birthDate'; kind: 'birth-date'; labelKey: string }
  /** A custom question: its own text as label; options as radios, or a text answer without options. */
  | { name: string; kind: 'question'; question: string; options: { value: string; label: string }[] };

type StandardInput = Extract<PersonalDetailsInput, { kind: 'text' | 'tel' | 'birth-date' }>;

/** The inputs of each standard capture field (spec 000 §3), in form order, with their browser autofill names. */
const STANDARD_INPUTS: Readonly<Record<string, readonly StandardInput[]>> = {
  firstNameLastName: [
    { name: 'firstName', kind: 'text', labelKey: 'personal_details.first_name', autoComplete: 'given-name' },
    { name: 'lastName', kind: 'text', labelKey: 'personal_details.last_name', autoComplete: 'family-name' },
  ],
  companyName: [{ name: 'companyName', kind: 'text', labelKey: 'personal_details.company_name', autoComplete: 'organization' }],
  address: [
    { name: 'address', kind: 'text', labelKey: 'personal_details.address', autoComplete: 'address-line1' },
    { name: 'address2', kind: 'text', labelKey: 'personal_details.address2', autoComplete: 'address-line2' },
    { name: 'city', kind: 'text', labelKey: 'personal_details.city', autoComplete: 'address-level2' },
    { name: 'state', kind: 'text', labelKey: 'personal_details.state', autoComplete: 'address-level1' },
    { name: 'postCode', kind: 'text', labelKey: 'personal_details.post_code', autoComplete: 'postal-code' },
    { name: 'country', kind: 'text', labelKey: 'personal_details.country', autoComplete: 'country-name' },
  ],
  phoneNumber: [{ name: 'phoneNumber', kind: 'tel', labelKey: 'personal_details.phone_number', autoComplete: 'tel' }],
  birthDate: [{ name: 'birthDate', kind: 'birth-date', labelKey: 'personal_details.birth_date' }],
};

/** The inputs for the enabled capture settings, in the provider's order. */
export function personalDetailsInputs(settings: readonly CaptureSetting[]): PersonalDetailsInput[] {
  return settings
    .filter((setting) => setting.enabled)
    .flatMap((setting): PersonalDetailsInput[] =>
      isCaptureField(setting.key)
        ? [...(STANDARD_INPUTS[setting.key] ?? [])]
        : [{ name: setting.key, kind: 'question', question: setting.question ?? setting.key, options: parseCaptureQuestionOptions(setting.value) }],
    );
}

/** Start values: what the user answered before (the settings carry earlier answers), else empty. */
export function personalDetailsInitialValues(settings: readonly CaptureSetting[]): PersonalDetailsForm {
  const values: PersonalDetailsForm = {};
  for (const input of personalDetailsInputs(settings)) values[input.name] = '';
  for (const setting of settings) {
    const answer = setting.enabled ? setting.answer : undefined;
    if (answer === null || answer === undefined) continue;
    // Text answers belong to the field of the same key; name and address answers hold their lines.
    const entries = typeof answer === 'string' ? [[setting.key, answer] as const] : Object.entries(answer);
    for (const [name, value] of entries) if (typeof value === 'string' && name in values) values[name] = value;
  }
  return values;
}

/** Whether the personal-details step is shown at all (spec 000 §4: skipped when capture is off or not to be shown). */
export const showsPersonalDetails = (capture: { isCaptureEnabled: boolean; shouldCaptureBeDisplayed: boolean } | undefined): boolean =>
  !!capture && capture.isCaptureEnabled && capture.shouldCaptureBeDisplayed;

/**
 * Where sign-up continues after personal details (spec 000 §4): choose-offer under SVOD, or under
 * AUTHVOD when the item the viewer came for has offers; welcome otherwise.
 */
export function nextAfterPersonalDetails(accessModel: AccessModel, requestedMediaOffers: number): 'choose-offer' | 'welcome' {
  if (accessModel === ACCESS_MODEL.SVOD) return 'choose-offer';
  if (accessModel === ACCESS_MODEL.AUTHVOD && requestedMediaOffers > 0) return 'choose-offer';
  return 'welcome';
}
