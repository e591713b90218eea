import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startAccountTestServer, type AccountTestServer, type AccountTestServerOptions, type TestDialect } from '../../src/testing';

/** Every account suite runs on both databases. */
export const DIALECTS: readonly TestDialect[] = ['sqlite', 'postgres'];

/** A fixed start for clocks that tests move. */
export const T0 = Date.parse('2025-03-01T12:00:00Z');

/** Reply bodies are asserted field by field: loosely typed on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Reply<T = Json> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

let emailCounter = 0;
/** A fresh email per call, so tests sharing a server never meet. */
export const newEmail = (prefix = 'viewer'): string => `${prefix}.${process.pid}.${++emailCounter}@example.org`;
export const PASSWORD = 'harbour-lights-42';

export interface Registered {
  email: string;
  password: string;
  token: string;
  exp: number;
  user: { id: string; email: string; [key: string]: unknown };
}

/** HTTP over the real socket (fetch), keeping every reply so that tests can scan them all. */
export class ApiClient {
  readonly replies: Reply[] = [];

  constructor(readonly apiUrl: string) {}

  async request<T = Json>(method: string, path: string, options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.apiUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    const reply: Reply<T> = { status: response.status, body: parsed as T, text, headers: response.headers };
    this.replies.push(reply);
    return reply;
  }

  get = <T = Json>(path: string, token?: string) => this.request<T>('GET', path, { token });
  post = <T = Json>(path: string, body?: unknown, token?: string) => this.request<T>('POST', path, { body, token });
  patch = <T = Json>(path: string, body?: unknown, token?: string) => this.request<T>('PATCH', path, { body, token });
  delete = <T = Json>(path: string, token?: string) => this.request<T>('DELETE', path, { token });

  /** Registers a new account (201 expected) and returns its credentials and token. */
  async register(email = newEmail(), password = PASSWORD): Promise<Registered> {
    const reply = await this.post('/customers', { email, password, terms: true });
    if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${reply.text}`);
    return { email, password, ...(reply.body as { token: string; exp: number; user: Registered['user'] }) };
  }
}

/** Starts one server for the enclosing describe (closed after it) and gives a getter for it and its client. */
export function useAccountServer(options: () => AccountTestServerOptions): { server: () => AccountTestServer; api: () => ApiClient } {
  let server: AccountTestServer | undefined;
  let api: ApiClient | undefined;
  beforeAll(async () => {
    server = await startAccountTestServer(options());
    api = new ApiClient(server.apiUrl);
  });
  afterAll(async () => {
    await server?.close();
  });
  return { server: () => server!, api: () => api! };
}

/** Reads the database behind the server directly (not through the API): what is really stored. */
export async function queryRows<T = Record<string, unknown>>(server: AccountTestServer, text: string, parameters: unknown[] = []): Promise<T[]> {
  if (server.dialect === 'sqlite') {
    const sqlite = new Database(join(server.dataDir, 'accounts.sqlite'), { readonly: true });
    try {
      return sqlite.prepare(text.replace(/\$\d+/g, '?')).all(...parameters) as T[];
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, parameters)).rows as T[];
  } finally {
    await client.end();
  }
}
