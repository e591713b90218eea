import type { z } from 'zod';
import { invalidParam, ProviderError } from './errors';

/** A JSON body or query checked against a schema: the first bad field gives "Invalid param <field>". */
export function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new ProviderError(400, 'Request body must be a JSON object');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalidParam(issue?.path.map(String).join('.') || 'body');
}
