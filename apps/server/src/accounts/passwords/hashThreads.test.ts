import { scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { HASH_THREAD_NICENESS, HashThreads } from './hashThreads';

const CHEAP = { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };

/** The niceness field of a thread's stat line (Linux). */
const nicenessOf = (stat: string): number => Number(stat.split(') ')[1]!.split(' ')[16]);

/** The niceness of each thread of this process. */
const threadNiceness = (): number[] => readdirSync('/proc/self/task').map((task) => nicenessOf(readFileSync(`/proc/self/task/${task}/stat`, 'utf8')));

/** The niceness of the thread running this test (its event loop): not the first listed, whose place follows thread ids, which wrap. */
const ownNiceness = (): number => nicenessOf(readFileSync('/proc/thread-self/stat', 'utf8'));

describe('HashThreads', () => {
  const threads = new HashThreads(2);
  afterAll(() => threads.close());

  it.each([
    { password: 'correct horse 1', salt: 'a'.repeat(32) },
    { password: 'pässwörd-ß-9', salt: 'b'.repeat(16) },
    { password: '', salt: 'c'.repeat(32) },
  ])('derives what scrypt derives: $password', async ({ password, salt }) => {
    const key = await threads.scrypt(password, Buffer.from(salt), 32, CHEAP);
    expect(Buffer.isBuffer(key)).toBe(true);
    expect(key.equals(scryptSync(password, Buffer.from(salt), 32, CHEAP))).toBe(true);
  });

  it('answers every hash asked at once, more than it has threads', async () => {
    const passwords = Array.from({ length: 7 }, (_, index) => `password ${index}`);
    const keys = await Promise.all(passwords.map((password) => threads.scrypt(password, Buffer.alloc(16, 1), 16, CHEAP)));
    expect(keys.map((key) => key.toString('hex'))).toEqual(passwords.map((password) => scryptSync(password, Buffer.alloc(16, 1), 16, CHEAP).toString('hex')));
  });

  it('refuses a hash scrypt refuses, and keeps serving the next', async () => {
    await expect(threads.scrypt('x', Buffer.alloc(16), 32, { ...CHEAP, maxmem: 1024 })).rejects.toThrow(/memory/i);
    expect((await threads.scrypt('x', Buffer.alloc(16), 32, CHEAP)).length).toBe(32);
  });

  it.runIf(process.platform === 'linux')('hashes on threads at a lower priority than the event loop', async () => {
    const before = threadNiceness().filter((nice) => nice === HASH_THREAD_NICENESS).length;
    const own = new HashThreads(1);
    await own.scrypt('x', Buffer.alloc(16), 32, CHEAP);
    expect(threadNiceness().filter((nice) => nice === HASH_THREAD_NICENESS).length).toBe(before + 1);
    expect(ownNiceness()).toBe(0);
    await own.close();
    expect((await own.scrypt('after close', Buffer.alloc(16), 32, CHEAP)).length).toBe(32);
    await own.close();
  });
});
