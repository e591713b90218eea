import { describe, expect, it } from 'vitest';
import { PasswordHasher, PRODUCTION_COST, TEST_COST } from './passwordHasher';

const parts = (stored: string) => {
  const [, algorithm, params, salt, key] = stored.split('$');
  return { algorithm, params, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') };
};

describe('password hashing', () => {
  // The one test that pays for the production cost: it checks the parameters the server really uses.
  it('uses scrypt with N=2^15, r=8, p=1, a 32-byte salt and a 32-byte key by default', async () => {
    const hasher = new PasswordHasher();
    expect(hasher.cost).toEqual({ logN: 15, r: 8, p: 1 });
    const stored = await hasher.hash('correct horse 1');
    expect(stored).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{43}\$[A-Za-z0-9+/]{43}$/);
    const { algorithm, params, salt, key } = parts(stored);
    expect([algorithm, params, salt.length, key.length]).toEqual(['scrypt', 'ln=15,r=8,p=1', 32, 32]);
    expect(await hasher.verify('correct horse 1', stored)).toBe(true);
    expect(await hasher.verify('correct horse 2', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('salts every hash, so one password never gives the same string twice', async () => {
    const hasher = new PasswordHasher('test');
    const [a, b] = await Promise.all([hasher.hash('same password 1'), hasher.hash('same password 1')]);
    expect(a).not.toBe(b);
    expect(parts(a).salt.equals(parts(b).salt)).toBe(false);
  });

  it("keeps verifying hashes made at another cost, and says when to store today's", async () => {
    const cheap = new PasswordHasher('test');
    const stored = await cheap.hash('old password 9');
    expect(stored.startsWith(`$scrypt$ln=${TEST_COST.logN},r=8,p=1$`)).toBe(true);
    const custom = new PasswordHasher({ ...TEST_COST, logN: TEST_COST.logN + 1 });
    expect(await custom.verify('old password 9', stored)).toBe(true);
    expect(custom.needsRehash(stored)).toBe(true);
    expect(cheap.needsRehash(stored)).toBe(false);
    expect(PRODUCTION_COST.logN).toBeGreaterThan(TEST_COST.logN);
  });

  it('treats unicode passwords in either normal form alike and handles 1024 characters', async () => {
    const hasher = new PasswordHasher('test');
    const composed = 'caf\u00e9 au lait 7';
    expect(await hasher.verify(composed.normalize('NFD'), await hasher.hash(composed))).toBe(true);
    const long = `a1${'x'.repeat(1022)}`;
    expect(await hasher.verify(long, await hasher.hash(long))).toBe(true);
    expect(await hasher.verify(long.slice(0, -1), await hasher.hash(long))).toBe(false);
  });

  it.each([
    ['not a hash', 'plain'],
    ['another algorithm', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'],
    ['a cost too high to compute', '$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['a cost too low to trust', '$scrypt$ln=1,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['a truncated key', '$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5'],
    ['missing parts', '$scrypt$ln=10,r=8,p=1$'],
  ])('refuses %s', async (_label, stored) => {
    const hasher = new PasswordHasher('test');
    expect(await hasher.verify('whatever 1', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(true);
  });
});
