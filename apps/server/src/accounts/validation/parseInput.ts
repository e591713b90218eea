import type { z } from 'zod';
import { invalidFields, type FieldErrors } from '../AccountError';

/** Bodies that are not JSON objects (absent, null, an array, a string) are read as `{}`: every required field then says "required". */
const asObject = (input: unknown): object => (input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {});

/**
 * Validates a request body or query with a zod object schema: the parsed value (unknown fields
 * dropped), or a 400 AccountError with every field's first problem as
 * `"invalid param <field>: <problem>"` and the first field's error as the message.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(asObject(input));
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    errors[field] ??= `invalid param ${field}: ${issue.message}`;
  }
  throw invalidFields(errors);
}
