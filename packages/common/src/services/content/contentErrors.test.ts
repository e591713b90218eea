import { describe, expect, it } from 'vitest';
import type { AppError } from '../../errors/AppError';
import { createAppError } from '../../errors/catalogue';
import { httpError } from '../../errors/httpErrors';
import { asNotFound, asSeriesError, isNotFoundError, mediaNotFound } from './contentErrors';

describe('content errors', () => {
  it('turns a 404 into the resource error and keeps the status and the server messages', () => {
    const error = asNotFound(httpError(404, { message: 'gone' }), 'playlist_not_found') as AppError;
    expect(error).toMatchObject({ message: 'Playlist not found', code: 404, translationKey: 'error:playlist_not_found' });
    expect(error.details['messages']).toEqual(['gone']);
  });

  it.each([
    ['a 500', httpError(500)],
    ['a network error', createAppError('network_error')],
    ['a plain error', new Error('x')],
  ])('leaves %s unchanged', (_label, error) => {
    expect(asNotFound(error, 'media_not_found')).toBe(error);
  });

  it('turns every failed series reply into series_error with the status, and leaves others', () => {
    expect(asSeriesError(httpError(503))).toMatchObject({ code: 503, translationKey: 'error:series_error' });
    const invalid = createAppError('invalid_reply', { params: { reason: 'x' } });
    expect(asSeriesError(invalid)).toBe(invalid);
  });

  it.each([
    ['a 404 reply', httpError(404), true],
    ['MediaItem not found', mediaNotFound(), true],
    ['playlist_not_found', createAppError('playlist_not_found'), true],
    ['a 500 reply', httpError(500), false],
    ['a plain error', new Error('MediaItem not found'), false],
  ])('isNotFoundError(%s) -> %s', (_label, error, expected) => {
    expect(isNotFoundError(error)).toBe(expected);
  });
});
