import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, spawnCli } from '../accounts/cliProcess';
import { FIXTURE_CATALOG } from '../helpers';

describe('the command line on SIGTERM and SIGINT', () => {
  let cli: Awaited<ReturnType<typeof buildCli>>;
  beforeAll(async () => {
    cli = await buildCli();
  }, 60_000);
  afterAll(() => cli.remove());

  it.each(['SIGTERM', 'SIGINT'] as const)('%s: drains and exits 0', async (signal) => {
    const server = await spawnCli(cli.mainJs, ['--catalog', FIXTURE_CATALOG, '--no-accounts'], { DRAIN_SECONDS: '5' });
    const ready = await fetch(`${server.url}/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', checks: { catalog: 'ok' } }]);
    server.child.kill(signal);
    expect(await server.exited).toBe('0');
    expect(server.output()).toContain(`${signal}: stopping (draining requests in flight, at most 5 s)`);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
