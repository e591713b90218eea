/**
 * The provider's reply envelope: `{ responseData, errors }`. A failed call answers an HTTP error
 * status with `errors` holding one message (clients raise the first entry, spec 001 §8).
 */
export class ProviderError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface Envelope<T> {
  responseData: T;
  errors: string[];
}

export const ok = <T>(responseData: T): Envelope<T> => ({ responseData, errors: [] });
export const errorBody = (message: string): Envelope<Record<string, never>> => ({ responseData: {}, errors: [message] });

/** 422: a parameter is missing or malformed (the provider's "Invalid param x"). */
export const invalidParam = (name: string): ProviderError => new ProviderError(422, `Invalid param ${name}`);
export const notFound = (what: string): ProviderError => new ProviderError(404, `${what} not found`);
export const unauthorized = (message = 'Unauthorized: missing or invalid JWT'): ProviderError => new ProviderError(401, message);
export const forbidden = (message = 'Access denied: the JWT belongs to another customer'): ProviderError => new ProviderError(403, message);
