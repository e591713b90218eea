import { AppError, createAppError } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { errorOfPlayback, playerErrorKind } from './playerErrors';

describe('playerErrorKind (001 §8)', () => {
  it('shows the unauthorized screen for "Unauthorized"', () => {
    expect(playerErrorKind(createAppError('unauthorized'))).toBe('unauthorized');
    expect(playerErrorKind(new Error('Unauthorized'))).toBe('unauthorized');
  });

  it('shows the geo-blocked screen for "access blocked"', () => {
    expect(playerErrorKind(createAppError('access_blocked'))).toBe('access-blocked');
    expect(playerErrorKind(new Error('access blocked'))).toBe('access-blocked');
  });

  it('shows the generic error for anything else', () => {
    expect(playerErrorKind(new Error('manifestLoadError'))).toBe('generic');
    expect(playerErrorKind(null)).toBe('generic');
  });
});

describe('errorOfPlayback', () => {
  it('reads a 401 or 403 on the stream as "Unauthorized"', () => {
    for (const status of [401, 403]) {
      const error = errorOfPlayback({ kind: 'network', message: 'manifestLoadError', status });
      expect(error).toBeInstanceOf(AppError);
      expect(playerErrorKind(error)).toBe('unauthorized');
    }
  });

  it('keeps other failures as playback errors', () => {
    expect(playerErrorKind(errorOfPlayback({ kind: 'network', message: 'fragLoadError', status: 500 }))).toBe('generic');
    expect(errorOfPlayback({ kind: 'media', message: 'bufferAppendError' }).message).toBe('bufferAppendError');
  });
});
