import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { halfTheCores } from '../../util/WorkGate';

/**
 * The hashing threads' niceness (Linux, where it is per thread; the event loop keeps 0): when
 * the cores are all busy, as in a flood of logins, the scheduler serves the event loop, and with
 * it every other route, before the next hash. An idle core still hashes at full speed.
 */
export const HASH_THREAD_NICENESS = 10;

/** The thread's whole program: scrypt on request, one at a time. */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
if (workerData.niceness !== undefined) {
  try { require('node:os').setPriority(workerData.niceness); } catch {}
}
parentPort.on('message', ({ password, salt, keylen, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keylen, options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Job {
  password: string;
  salt: Buffer;
  keylen: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

type Reply = { key: Uint8Array } | { error: string };

/**
 * Password hashes on threads of their own (up to `size`, started on the first hash), off the
 * thread pool that file reads and the database share, and at a lower priority than the event loop
 * (HASH_THREAD_NICENESS, Linux only: elsewhere a thread's priority is the whole process's). Jobs
 * beyond `size` wait in order; the callers' WorkGate bounds how many may wait.
 */
export class HashThreads {
  readonly #idle: Worker[] = [];
  readonly #threads = new Set<Worker>();
  readonly #queue: Job[] = [];

  constructor(
    readonly size: number,
    readonly niceness: number | undefined = process.platform === 'linux' ? HASH_THREAD_NICENESS : undefined,
  ) {}

  scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ password, salt, keylen, options, resolve, reject });
      this.#dispatch();
    });
  }

  /** Ends the threads (a server closing); hashes asked for later start new ones. */
  async close(): Promise<void> {
    const threads = [...this.#threads];
    this.#threads.clear();
    this.#idle.length = 0;
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const thread = this.#idle.pop() ?? (this.#threads.size < this.size ? this.#start() : undefined);
      if (!thread) return;
      this.#assign(thread, this.#queue.shift()!);
    }
  }

  #start(): Worker {
    const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { niceness: this.niceness } });
    this.#threads.add(thread);
    return thread;
  }

  #assign(thread: Worker, job: Job): void {
    const settle = (): void => {
      thread.off('message', onReply);
      thread.off('error', onFailure);
      thread.off('exit', onFailure);
    };
    const onReply = (reply: Reply): void => {
      settle();
      // An idle thread does not keep the process alive.
      thread.unref();
      if (this.#threads.has(thread)) this.#idle.push(thread);
      if ('key' in reply) job.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength));
      else job.reject(new Error(reply.error));
      this.#dispatch();
    };
    const onFailure = (error: unknown): void => {
      settle();
      this.#threads.delete(thread);
      void thread.terminate();
      job.reject(error instanceof Error ? error : new Error(`password hashing thread ended (${String(error)})`));
      this.#dispatch();
    };
    thread.on('message', onReply);
    thread.on('error', onFailure);
    thread.on('exit', onFailure);
    thread.ref();
    thread.postMessage({ password: job.password, salt: job.salt, keylen: job.keylen, options: job.options });
  }
}

let shared: HashThreads | undefined;

/** The process's hashing threads: half the cores, like the hashing gate in front of them. */
export const sharedHashThreads = (): HashThreads => (shared ??= new HashThreads(halfTheCores()));
