import { describe, expect, it } from 'vitest';
import { beaconsAllowed } from './beaconOrigin';

describe('beaconsAllowed', () => {
  it.each([
    ['http://127.0.0.1:8080', false, true],
    ['http://localhost:8080', false, true],
    ['http://[::1]:8080', false, true],
    ['http://tracker.evil.example', false, false],
    ['http://192.168.1.20:8080', false, false],
    ['https://media.example.org', true, true],
  ])('%s (origin pinned: %s) -> %s', (origin, pinned, allowed) => {
    expect(beaconsAllowed(origin, pinned)).toBe(allowed);
  });
});
