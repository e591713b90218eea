import { describe, expect, it, vi } from 'vitest';
import { Housekeeping } from './Housekeeping';

describe('Housekeeping', () => {
  it('sweeps on the first call, then at most once per interval', async () => {
    const sweep = vi.fn(async () => undefined);
    const housekeeping = new Housekeeping(sweep, 1000);
    for (const now of [5000, 5500, 5999, 6000, 6100]) await housekeeping.run(now);
    expect(sweep.mock.calls).toEqual([[5000], [6000]]);
  });
});
