import { formErrorKey } from '@ott/common';

/** The error type a server reply gets in the form (its message is already the text to show). */
export const SERVER_ERROR_TYPE = 'server';

/** A react-hook-form error tree: each node may carry a message and child fields (`consents.terms`). */
export interface ErrorNode {
  message?: unknown;
  type?: unknown;
  [child: string]: unknown;
}

const NODE_KEYS = new Set(['message', 'type', 'ref', 'types', 'root']);

/**
 * Path -> message of every client-side validation error in a react-hook-form error tree (server
 * errors left out), the shape common's formErrorKey reads.
 */
export function clientFieldErrors(errors: Readonly<Record<string, unknown>>, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (NODE_KEYS.has(name) || typeof value !== 'object' || value === null) continue;
    const node = value as ErrorNode;
    const path = `${prefix}${name}`;
    if (typeof node.message === 'string' && node.message !== '' && node.type !== SERVER_ERROR_TYPE) result[path] = node.message;
    Object.assign(result, clientFieldErrors(node, `${path}.`));
  }
  return result;
}

/**
 * The generic form-level key of spec 000 §5 for the client errors of a submitted form ("please
 * fill in the required fields", or "please correct the fields"), or undefined when there are none.
 */
export const validationSummaryKey = (errors: Readonly<Record<string, unknown>>): string | undefined => formErrorKey(clientFieldErrors(errors));
