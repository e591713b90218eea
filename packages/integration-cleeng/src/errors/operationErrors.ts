/**
 * Operations fail by common's rule (001 §8): the provider's `errors` list or message as it is (so
 * the screens' mappings read the provider's words), else the operation's catalogue message with
 * the status as code; no session, network and malformed replies are raised unchanged.
 */
export { failingAs, operationError, type OperationErrorName } from '@ott/common';
