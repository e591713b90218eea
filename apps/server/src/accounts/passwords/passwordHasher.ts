import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { halfTheCores, WorkGate } from '../../util/WorkGate';
import type { PasswordHashCost } from '../AccountsOptions';
import { sharedHashThreads, type HashThreads } from './hashThreads';

/** scrypt cost: N = 2^logN, block size r, parallelism p. Memory used is about 128·N·r bytes. */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** 2^15 · 8 · 128 bytes = 32 MiB and about 50-100 ms per hash: too dear to guess passwords in bulk. */
export const PRODUCTION_COST: ScryptCost = { logN: 15, r: 8, p: 1 };
/** 1 MiB, a millisecond or two: for test suites only (`passwordHashCost: 'test'`). */
export const TEST_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

const SALT_BYTES = 32;
const KEY_BYTES = 32;
const PREFIX = '$scrypt$';
/** Stored costs outside these bounds are refused rather than computed (a tampered row must not stall the server). */
const LIMITS = { logN: [10, 20], r: [1, 32], p: [1, 16] } as const;

/**
 * Hashes waiting beyond the running ones; past this a login or sign-up gets 503 at once. At about
 * 100 ms a hash, the last in line waits a few seconds.
 */
export const HASH_QUEUE_LIMIT = 32;

const costFor = (cost: PasswordHashCost): ScryptCost => (cost === 'test' ? TEST_COST : PRODUCTION_COST);

function derive(threads: HashThreads, password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1024 * 1024 };
  return threads.scrypt(password.normalize('NFC'), salt, KEY_BYTES, options);
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/** `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (base64, PHC string style), or undefined when it is not one. */
function parse(stored: string): ParsedHash | undefined {
  if (!stored.startsWith(PREFIX)) return undefined;
  const [params, salt, key] = stored.slice(PREFIX.length).split('$');
  const match = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(params ?? '');
  if (!match || !salt || !key) return undefined;
  const cost = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const within = (value: number, [min, max]: readonly [number, number]): boolean => value >= min && value <= max;
  if (!within(cost.logN, LIMITS.logN) || !within(cost.r, LIMITS.r) || !within(cost.p, LIMITS.p)) return undefined;
  const parsed = { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
  return parsed.key.length === KEY_BYTES && parsed.salt.length >= 16 ? parsed : undefined;
}

const format = (cost: ScryptCost, salt: Buffer, key: Buffer): string =>
  `${PREFIX}ln=${cost.logN},r=${cost.r},p=${cost.p}$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;

/**
 * Password hashing with scrypt (memory-hard, in Node's crypto), on hashing threads of its own at a
 * lower priority (HashThreads: off the event loop and off the thread pool that file reads use), at
 * most half the cores at once (WorkGate), with a short line and 503 past it. The stored string names its own cost, so the cost can be raised later:
 * old hashes still verify, and `needsRehash` says when to store a new one (on the next login).
 */
export class PasswordHasher {
  readonly cost: ScryptCost;
  readonly #gate: WorkGate;
  readonly #threads: HashThreads;

  /**
   * `gate`: where the hashes wait their turn (default: half the cores, HASH_QUEUE_LIMIT waiting);
   * `threads`: where they run (default: the process's hashing threads).
   */
  constructor(
    cost: PasswordHashCost | ScryptCost = 'production',
    gate: WorkGate = new WorkGate('password hashing', halfTheCores(), HASH_QUEUE_LIMIT),
    threads: HashThreads = sharedHashThreads(),
  ) {
    this.cost = typeof cost === 'string' ? costFor(cost) : cost;
    this.#gate = gate;
    this.#threads = threads;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    return format(this.cost, salt, await this.#gate.run(() => derive(this.#threads, password, salt, this.cost)));
  }

  /** Constant-time comparison; false for anything that is not a hash this class wrote. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await this.#gate.run(() => derive(this.#threads, password, parsed.salt, parsed.cost));
    return timingSafeEqual(key, parsed.key);
  }

  /** True when a hash asked for now would be refused (its line is full). */
  get busy(): boolean {
    return this.#gate.wouldRefuse();
  }

  /** True when the stored hash was made with another cost than the current one. */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    return !parsed || parsed.cost.logN !== this.cost.logN || parsed.cost.r !== this.cost.r || parsed.cost.p !== this.cost.p;
  }
}
