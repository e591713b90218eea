import { describe, expect, it } from 'vitest';
import { ORIGIN_TOKEN, requestOrigin, withOrigin } from './origin';

describe('request origin', () => {
  it.each([
    ['localhost:8080', 'http://localhost:8080'],
    ['127.0.0.1', 'http://127.0.0.1'],
    ['[::1]:8080', 'http://[::1]:8080'],
    ['evil.test/path?', 'http://127.0.0.1'],
    ['a b', 'http://127.0.0.1'],
    [undefined, 'http://127.0.0.1'],
  ])('host %s gives %s', (host, origin) => {
    expect(requestOrigin({ protocol: 'http', headers: { host } })).toBe(origin);
  });

  it('prefers the configured public URL', () => {
    expect(requestOrigin({ protocol: 'http', headers: { host: 'localhost' } }, 'https://media.example.org/')).toBe('https://media.example.org');
  });

  it('puts the origin into cached text', () => {
    expect(withOrigin(`{"a":"${ORIGIN_TOKEN}/x","b":"${ORIGIN_TOKEN}/y"}`, 'http://h:1')).toBe('{"a":"http://h:1/x","b":"http://h:1/y"}');
  });
});
