import type { z } from '../zod';
import { configSchema, type Config } from '../entities/config';
import { ConfigInvalidError, MissingConfigError, type ConfigProblem } from './errors';

export type ParseConfigError = ConfigInvalidError | MissingConfigError;
export type ParseConfigResult = { ok: true; config: Config } | { ok: false; error: ParseConfigError };

/** Dotted path of an issue: ['content', 2, 'type'] -> 'content.2.type'; '' for the root. */
export const formatIssuePath = (path: readonly PropertyKey[]): string => path.map((segment) => String(segment)).join('.');

const describeValue = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Plain messages for the cases a site owner meets most: a missing field, a wrong type. */
const configErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return 'Required';
  if (issue.code === 'invalid_type') return `Expected ${issue.expected}, received ${describeValue(issue.input)}`;
  return undefined;
};

export const toConfigProblems = (issues: readonly z.core.$ZodIssue[]): ConfigProblem[] =>
  issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));

/**
 * Validates a loaded config against the schema rules of spec 000 §5 and returns it typed with its
 * defaults applied, or the error the startup screen shows:
 * - nothing given (undefined, null): MissingConfigError (settings_invalid);
 * - schema problems: ConfigInvalidError listing every problem with its path.
 * The one-integration rule needs the app's integration modules: see selectIntegration.
 * Never throws, whatever the input.
 */
export function parseConfig(input: unknown): ParseConfigResult {
  if (input === undefined || input === null) return { ok: false, error: new MissingConfigError() };
  try {
    const result = configSchema.safeParse(input, { error: configErrorMap });
    if (!result.success) return { ok: false, error: new ConfigInvalidError(toConfigProblems(result.error.issues)) };
    return { ok: true, config: result.data };
  } catch (cause) {
    // Only hostile inputs get here (a getter or proxy that throws while being read).
    return { ok: false, error: new ConfigInvalidError([{ path: '', message: 'The config could not be read' }], { cause }) };
  }
}
