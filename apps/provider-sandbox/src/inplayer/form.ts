import type { z } from 'zod';
import { invalidField, InPlayerError } from './errors';

export type FormBody = Record<string, string | Record<string, string>>;

/**
 * An `application/x-www-form-urlencoded` body as the platform's clients send it: flat fields,
 * and one level of brackets for maps (`metadata[terms]=on` -> `{metadata: {terms: 'on'}}`).
 */
export function parseForm(text: string): FormBody {
  const body: FormBody = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
    if (!nested) {
      body[key] = value;
      continue;
    }
    const [, name, inner] = nested as unknown as [string, string, string];
    const map = typeof body[name] === 'object' ? body[name] : {};
    map[inner] = value;
    body[name] = map;
  }
  return body;
}

/** A body or query checked against a schema; the first bad field answers 422 `Invalid param <field>`. */
export function parseFields<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  if (path.length === 0) throw new InPlayerError(400, 'Bad request');
  const field = path.length > 1 ? `${path[0]}[${path.slice(1).join('][')}]` : path[0]!;
  throw invalidField(field, issue?.message);
}
