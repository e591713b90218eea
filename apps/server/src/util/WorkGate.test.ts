import { describe, expect, it } from 'vitest';
import { GateFull, WorkGate } from './WorkGate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('WorkGate', () => {
  it('runs at most `concurrency` jobs, queues up to `maxQueued`, refuses the rest at once, and runs the queue in order', async () => {
    const gate = new WorkGate('hashing', 2, 2);
    const jobs = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = jobs.map((job, index) => gate.run(async () => (started.push(index), job.promise, await job.promise, index)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.queued]).toEqual([2, 2]);
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(GateFull);

    jobs[1]!.resolve();
    expect(await runs[1]).toBe(1);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const job of jobs) job.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([gate.running, gate.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a job that fails', async () => {
    const gate = new WorkGate('images', 1, 0);
    await expect(gate.run(() => Promise.reject(new Error('bad svg')))).rejects.toThrow('bad svg');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
