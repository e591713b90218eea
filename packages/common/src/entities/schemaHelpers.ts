import { z } from '../zod';

/**
 * Building blocks shared by the entity schemas. Back ends send `null` as often as they leave a
 * key out, so an optional field accepts both and always comes out as `undefined`: consumers test
 * one absence value, and `{ ...item }` copies stay JSON-equal to what was read.
 */
export const optionalField = <T extends z.core.$ZodType>(schema: T) =>
  z.optional(z.pipe(z.nullish(schema), z.transform((value: z.output<T> | null | undefined): NonNullable<z.output<T>> | undefined => value ?? undefined)));

/** A field that may be missing or `null` and then reads as `fallback`. */
export const fieldOr = <T extends z.core.$ZodType>(schema: T, fallback: NonNullable<z.output<T>>) =>
  z.pipe(z.nullish(schema), z.transform((value: z.output<T> | null | undefined): NonNullable<z.output<T>> => value ?? fallback));

/**
 * A string whose known values are listed in a constant, but which must not reject values a newer
 * back end may add (the UI falls back to a generic case). Keeps editor completion for the known
 * values through `(string & {})`.
 */
export const openEnumSchema = <const T extends Record<string, string>>(_known: T) =>
  z.pipe(z.string(), z.transform((value: string): T[keyof T] | (string & {}) => value));

/** Ids come as numbers from some providers and strings from others: keep one form, a string. */
export const idSchema = z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value)));

/**
 * A flag that content hosts send as custom parameters (always strings) and other sources send as
 * booleans. The raw value is kept: interpreting "true"/"false" is a rule, not a parsing concern.
 */
export const booleanishSchema = z.union([z.boolean(), z.enum(['true', 'false'])]);
export type Booleanish = z.infer<typeof booleanishSchema>;

/** Reads a booleanish value the way every rule should: true, or the string "true". */
export const isTruthyFlag = (value: unknown): boolean => value === true || value === 'true';

/** A number, or a string holding one (custom parameters are strings). */
export const numberishSchema = z.union([z.number(), z.string()]);

/** A date-time string that `Date.parse` understands. */
export const dateTimeStringSchema = z
  .string()
  .check(z.refine((value) => value.trim() !== '' && !Number.isNaN(Date.parse(value)), { message: 'Invalid date' }));
