import { describe, expect, it } from 'vitest';
import { DIALECTS, newEmail, PASSWORD, queryRows, useAccountServer } from './helpers';

/** The one account suite with the production hashing cost: what is stored, and the reply an unknown email gets. */
describe.each(DIALECTS)('production password hashing (%s)', (dialect) => {
  const { server, api } = useAccountServer(() => ({ dialect, passwordHashCost: 'production' }));

  it('stores scrypt N=2^15, r=8, p=1 hashes; an unknown email gets the same reply as a wrong password', async () => {
    const { email, user } = await api().register();
    const [row] = await queryRows<{ password_hash: string }>(server(), 'select password_hash from users where id = $1', [user.id]);
    expect(row!.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{43}\$[A-Za-z0-9+/]{43}$/);

    // The same work is shown without timing in PasswordSignIn.test.ts (a dummy hash of the same cost is verified).
    const statuses = new Set<number>();
    for (let i = 0; i < 3; i++) {
      statuses.add((await api().post('/customers/login', { email, password: `wrong-${i}-password` })).status);
      statuses.add((await api().post('/customers/login', { email: newEmail('ghost'), password: PASSWORD })).status);
    }
    expect([...statuses]).toEqual([401]);
  });
});
