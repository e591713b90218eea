import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/AppError';
import { bootstrapQueryRetry, httpStatusOf, seriesQueryRetry } from './queryRetry';

describe('series query retry: none on 404, else up to 2', () => {
  const notFound = new AppError('Not found', { code: 404 });
  const serverError = new AppError('Request failed with status', { code: 500 });

  it.each([
    [0, serverError, true],
    [1, serverError, true],
    [2, serverError, false],
    [0, notFound, false],
    [0, { response: { status: 404 } }, false],
    [0, { status: 404 }, false],
    [0, new Error('offline'), true],
    [1, 'weird', true],
  ])('after failure %i of %j: retry %s', (failureCount, error, retry) => {
    expect(seriesQueryRetry(failureCount, error)).toBe(retry);
  });
});

describe('bootstrap query retry: once', () => {
  it.each([
    [0, true],
    [1, false],
  ])('after failure %i: retry %s', (failureCount, retry) => {
    expect(bootstrapQueryRetry(failureCount, new Error('x'))).toBe(retry);
  });
});

describe('httpStatusOf', () => {
  it.each([
    [{ status: 403 }, 403],
    [{ code: 'config_invalid' }, undefined],
    [{ code: 401 }, 401],
    [{ response: { status: 502 } }, 502],
    [null, undefined],
    [42, undefined],
  ])('%j -> %s', (error, status) => {
    expect(httpStatusOf(error)).toBe(status);
  });
});
