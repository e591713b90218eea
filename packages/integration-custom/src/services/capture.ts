import { CAPTURE_FIELD_KEY, type Capture, type Customer, type PersonalDetails } from '@ott/common';
import type { CustomerChanges } from '../api/CustomApiClient';

/**
 * Personal details ("capture") on the custom account API. The API stores first and last name
 * only, so the one capture field is the name pair. Decisions (the spec is silent):
 * - enabled, not required: accounts are made from email and password alone and the names may
 *   stay empty (capability canSupportEmptyFullName);
 * - shown while both names are empty (so right after sign-up), never again once a name is set;
 * - other personal fields (company, address, phone, birth date, custom questions) have nowhere
 *   to go on this API and are not asked for.
 */
export function captureStatusOf(customer: Pick<Customer, 'firstName' | 'lastName'>): Capture {
  const firstName = customer.firstName ?? '';
  const lastName = customer.lastName ?? '';
  return {
    isCaptureEnabled: true,
    shouldCaptureBeDisplayed: firstName.trim() === '' && lastName.trim() === '',
    settings: [{ key: CAPTURE_FIELD_KEY.FIRST_NAME_LAST_NAME, enabled: true, required: false, answer: { firstName, lastName } }],
  };
}

/** The name change of the answers; empty values are left out (001 §5). Undefined when there is nothing to send. */
export function nameChangesOf(answers: Pick<PersonalDetails, 'firstName' | 'lastName'>): CustomerChanges | undefined {
  const changes: CustomerChanges = {};
  const firstName = answers.firstName?.trim();
  const lastName = answers.lastName?.trim();
  if (firstName) changes.firstName = firstName;
  if (lastName) changes.lastName = lastName;
  return Object.keys(changes).length > 0 ? changes : undefined;
}
