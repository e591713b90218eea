/**
 * The video platform's error reply: plain JSON `{code, message}` with the HTTP status as `code`,
 * and `errors: {field: reason}` for bad parameters (the shape the SDK and the peer client read).
 */
export class InPlayerError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'InPlayerError';
  }

  toJSON(): { code: number; message: string; errors?: Record<string, string> } {
    return { code: this.statusCode, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** 422 for a missing or malformed form field, named as the form names it. */
export const invalidField = (field: string, reason = 'The value is not valid'): InPlayerError => new InPlayerError(422, `Invalid param ${field}`, { [field]: reason });
export const invalidToken = (): InPlayerError => new InPlayerError(401, 'Invalid auth token');
export const wrongPassword = (): InPlayerError => new InPlayerError(400, 'Invalid credentials');
export const itemNotFound = (): InPlayerError => new InPlayerError(404, 'Item not found');
export const noAccess = (): InPlayerError => new InPlayerError(402, 'Access to this item is not granted');
