import { describe, expect, it } from 'vitest';
import { GateFull, WorkGate } from './WorkGate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

/** Lets the gate's promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('WorkGate', () => {
  it('runs at most `concurrency` jobs, queues up to `maxQueued`, refuses the rest at once, and runs the queue in order', async () => {
    const gate = new WorkGate('hashing', 2, 2);
    const jobs = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = jobs.map((job, index) => gate.run(async () => (started.push(index), await job.promise, index)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.queued]).toEqual([2, 2]);
    expect(gate.wouldRefuse()).toBe(true);
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(GateFull);

    jobs[1]!.resolve();
    expect(await runs[1]).toBe(1);
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(gate.wouldRefuse()).toBe(false);
    for (const job of jobs) job.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([gate.running, gate.queued, gate.spent]).toEqual([0, 0, 0]);
  });

  it('frees the slot of a job that fails', async () => {
    const gate = new WorkGate('images', 1, 0);
    await expect(gate.run(() => Promise.reject(new Error('bad svg')))).rejects.toThrow('bad svg');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  // Budget 100, four at a time: which of the jobs asked for in this order start at once.
  it.each([
    { case: 'small jobs share the budget', costs: [30, 30, 30, 30], startNow: [0, 1, 2] },
    { case: 'a large job takes the room of several small ones', costs: [80, 30, 10], startNow: [0] },
    { case: 'a job dearer than the budget runs alone', costs: [250, 1], startNow: [0] },
    { case: 'a dear job waits for the running ones to end', costs: [10, 250, 1], startNow: [0] },
    { case: 'the concurrency still holds within the budget', costs: [1, 1, 1, 1, 1], startNow: [0, 1, 2, 3] },
  ])('budget: $case', async ({ costs, startNow }) => {
    const gate = new WorkGate('images', 4, 10, 100);
    const jobs = costs.map(() => deferred());
    const started: number[] = [];
    const runs = costs.map((cost, index) => gate.run(async () => (started.push(index), await jobs[index]!.promise), cost));
    await settle();
    expect(started).toEqual(startNow);
    expect(gate.queued).toBe(costs.length - startNow.length);
    for (const job of jobs) job.resolve();
    await Promise.all(runs);
    expect(started.sort()).toEqual(costs.map((_, index) => index));
    expect([gate.running, gate.spent]).toEqual([0, 0]);
  });

  it('starts the waiting jobs in order as the budget frees, without small ones overtaking a large one', async () => {
    const gate = new WorkGate('images', 4, 10, 100);
    const jobs = [deferred(), deferred(), deferred(), deferred()];
    const costs = [60, 60, 30, 10];
    const started: number[] = [];
    const runs = costs.map((cost, index) => gate.run(async () => (started.push(index), await jobs[index]!.promise), cost));
    await settle();
    // 60 runs; the second 60 does not fit, and the 30 and 10 behind it wait their turn.
    expect(started).toEqual([0]);
    jobs[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.spent).toBe(100);
    for (const job of jobs) job.resolve();
    await Promise.all(runs);
  });

  it('refuses by the queue length even when the budget is what holds a job back', async () => {
    const gate = new WorkGate('images', 4, 1, 100);
    const blocker = deferred();
    const running = gate.run(() => blocker.promise, 90);
    expect(gate.wouldRefuse(5)).toBe(false);
    expect(gate.wouldRefuse(50)).toBe(false);
    const waiting = gate.run(async () => 'waited', 50);
    expect(gate.wouldRefuse(5)).toBe(true);
    await expect(gate.run(async () => 'refused', 5)).rejects.toBeInstanceOf(GateFull);
    blocker.resolve();
    await running;
    expect(await waiting).toBe('waited');
  });

  it('refuses a budget that is not positive', () => {
    expect(() => new WorkGate('images', 1, 1, 0)).toThrow('budget must be positive');
  });
});
