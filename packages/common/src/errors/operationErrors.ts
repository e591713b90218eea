import type { AppError } from './AppError';
import { createCatalogueError, type ERROR_CATALOGUE } from './accountCatalogue';
import type { PlainErrorName } from './catalogue';
import { isHttpError } from './httpErrors';

/** A catalogue error an integration's operation raises when it fails ("Failed to authenticate user", ...). */
export type OperationErrorName = PlainErrorName<typeof ERROR_CATALOGUE>;

/** A failed reply: an HTTP status, or a billing-style `errors` list in a 2xx reply. */
const isProviderRefusal = (error: unknown): error is AppError =>
  isHttpError(error) || (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'provider_error');

/**
 * What an integration's operation raises when it fails (001 §8). A provider's refusal that carries
 * a message is raised as it is, so the screens' mappings read the provider's words ("Invalid param
 * email" -> a field error); one without any message (a proxy's 502 page, an empty 500) gets the
 * operation's catalogue message and translation key instead, keeping its status as code.
 * Everything else (no session, network failure, malformed reply) is already the precise catalogue
 * error and is raised unchanged.
 */
export function operationError(name: OperationErrorName, error: unknown): unknown {
  if (!isProviderRefusal(error)) return error;
  const messages = error.details.messages;
  if (Array.isArray(messages) && messages.length > 0) return error;
  return createCatalogueError(name, { code: error.code, details: error.details, cause: error });
}

/** Runs `operation`, raising its failure as described in operationError. */
export async function failingAs<T>(name: OperationErrorName, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw operationError(name, error);
  }
}
