import { randomInt } from 'node:crypto';
import type { Db } from '../db';

export interface CustomerRow {
  id: string;
  email: string;
  password_hash: string;
  publisher_id: string;
  locale: string;
  country: string;
  currency: string;
  first_name: string | null;
  last_name: string | null;
  external_id: string | null;
  external_data: string | null;
  reg_date: number;
  last_login_date: number | null;
  last_user_ip: string | null;
}

export type NewCustomer = Pick<CustomerRow, 'email' | 'password_hash' | 'publisher_id' | 'locale' | 'country' | 'currency' | 'reg_date'> &
  Partial<Pick<CustomerRow, 'first_name' | 'last_name' | 'external_id' | 'external_data' | 'last_user_ip'>>;

/** Customers in SQLite; ids are 9-digit numeric strings, as the provider's are. */
export class CustomerStore {
  constructor(private readonly db: Db) {}

  byId(id: string): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
  }

  byEmail(email: string): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined;
  }

  create(customer: NewCustomer): CustomerRow {
    let id: string;
    do id = String(randomInt(100_000_000, 1_000_000_000));
    while (this.byId(id));
    const row: CustomerRow = { first_name: null, last_name: null, external_id: null, external_data: null, last_login_date: null, last_user_ip: null, ...customer, id };
    this.db
      .prepare(
        `INSERT INTO customers (id, email, password_hash, publisher_id, locale, country, currency, first_name, last_name, external_id, external_data, reg_date, last_login_date, last_user_ip)
         VALUES (@id, @email, @password_hash, @publisher_id, @locale, @country, @currency, @first_name, @last_name, @external_id, @external_data, @reg_date, @last_login_date, @last_user_ip)`,
      )
      .run(row);
    return row;
  }

  update(id: string, changes: Partial<Omit<CustomerRow, 'id'>>): void {
    const columns = Object.keys(changes);
    if (columns.length === 0) return;
    this.db.prepare(`UPDATE customers SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`).run({ ...changes, id });
  }
}

/** `YYYY-MM-DD HH:mm:ss` (UTC), the provider's date-time text. */
export const dateTimeText = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** A customer as GET /customers/{id} shows it. */
export function customerJson(row: CustomerRow) {
  return {
    id: row.id,
    email: row.email,
    country: row.country,
    currency: row.currency,
    locale: row.locale,
    regDate: dateTimeText(row.reg_date),
    lastLoginDate: row.last_login_date === null ? null : dateTimeText(row.last_login_date),
    lastUserIp: row.last_user_ip,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    externalId: row.external_id ?? '',
    externalData: row.external_data === null ? {} : (JSON.parse(row.external_data) as unknown),
  };
}
