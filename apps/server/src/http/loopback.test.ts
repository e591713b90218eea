import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['192.168.1.127', false],
    ['::ffff:10.0.0.1', false],
    ['::2', false],
    ['2001:db8::1', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
