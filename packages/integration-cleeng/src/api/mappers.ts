import { customerSchema, type Customer, type DeviceCode, type PersonalDetails } from '@ott/common';
import type { WireCustomer } from './schemas';

/** The provider's customer -> the app's Customer; `externalData` (publisher data) is its metadata. */
export function toCustomer(wire: WireCustomer): Customer {
  return customerSchema.parse({
    id: wire.id,
    email: wire.email,
    firstName: wire.firstName,
    lastName: wire.lastName,
    country: wire.country,
    regDate: wire.regDate,
    lastUserIp: wire.lastUserIp,
    metadata: wire.externalData ?? {},
  });
}

/** Personal details without empty values (001 §5); custom answers without an answer are left out. */
export function captureAnswersBody(customerId: string, answers: PersonalDetails): Record<string, unknown> & { customerId: string } {
  const { customAnswers, ...fields } = answers;
  const body: Record<string, unknown> & { customerId: string } = { customerId };
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.trim() !== '') body[name] = value.trim();
  }
  const answered = (customAnswers ?? []).filter((answer) => answer.value.trim() !== '');
  if (answered.length > 0) body.customAnswers = answered.map((answer) => ({ ...answer, value: answer.value.trim() }));
  return body;
}

/**
 * An id the app keeps as a string (orders, payment methods) as the provider's bodies take it: an
 * integer (MediaStore reference: "orderId", "paymentMethodId" are integers; the peer project sends
 * numbers). An id that is no whole number is sent as it is, for the provider to refuse.
 */
export const wireId = (id: string | number): number | string => (typeof id === 'string' && /^\d{1,15}$/.test(id.trim()) ? Number(id.trim()) : id);

/** A device code typed on the site: trimmed and uppercased (001 §5). */
export const normaliseDeviceCode = (code: string): string => code.trim().toUpperCase();

/** The auth host's generated code -> the app's DeviceCode. */
export const toDeviceCode = (reply: { code: string; expiresAt?: number }): DeviceCode => ({
  code: reply.code,
  ...(reply.expiresAt === undefined ? {} : { expiresAt: reply.expiresAt }),
});
