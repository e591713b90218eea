import { describe, expect, it } from 'vitest';
import { DIALECTS, newEmail, PASSWORD, queryRows, useAccountServer } from './helpers';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/** The one account suite with the production hashing cost: what is stored, and what an unknown email costs. */
describe.each(DIALECTS)('production password hashing (%s)', (dialect) => {
  const { server, api } = useAccountServer(() => ({ dialect, passwordHashCost: 'production' }));

  it('stores scrypt N=2^15, r=8, p=1 hashes; an unknown email gets the same reply after about the same work as a wrong password', async () => {
    const { email, user } = await api().register();
    const [row] = await queryRows<{ password_hash: string }>(server(), 'select password_hash from users where id = $1', [user.id]);
    expect(row!.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{43}\$[A-Za-z0-9+/]{43}$/);

    const wrong: number[] = [];
    const unknown: number[] = [];
    const texts = new Set<string>();
    for (let i = 0; i < 3; i++) {
      wrong.push(await timed(async () => texts.add(`${(await api().post('/customers/login', { email, password: `wrong-${i}-password` })).status}`)));
      unknown.push(await timed(async () => texts.add(`${(await api().post('/customers/login', { email: newEmail('ghost'), password: PASSWORD })).status}`)));
    }
    expect([...texts]).toEqual(['401']);
    // A bare lookup would take a millisecond or two; the dummy scrypt makes it cost what a real check costs.
    expect(median(unknown)).toBeGreaterThan(20);
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
  });
});
