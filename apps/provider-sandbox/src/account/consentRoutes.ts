import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import { nowSeconds } from '../clock';
import type { SandboxContext } from '../context';
import { notFound, ok, ProviderError } from '../errors';

const updateBody = z.object({
  id: z.string().optional(),
  consents: z.array(
    z.object({
      name: z.string().min(1),
      version: z.string().min(1),
      state: z.enum(['accepted', 'declined']),
      value: z.union([z.string(), z.boolean()]).optional(),
    }),
  ),
});

interface ConsentRow {
  name: string;
  version: string;
  state: 'accepted' | 'declined';
  value: string | null;
  date: number;
}

/** The publisher's consents (and custom register fields), and each customer's answers to them. */
export function registerConsentRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { publisher } = context;

  app.get<{ Params: { id: string } }>('/publishers/:id/consents', async (request) => {
    if (request.params.id !== publisher.publisherId) throw notFound('Publisher');
    return ok({ consents: publisher.consents });
  });

  app.get<{ Params: { id: string } }>('/customers/:id/consents', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const rows = context.db.prepare('SELECT name, version, state, value, date FROM customer_consents WHERE customer_id = ?').all(customerId) as ConsentRow[];
    const byName = new Map(rows.map((row) => [row.name, row]));
    const consents = publisher.consents.map((consent) => {
      const given = byName.get(consent.name);
      return {
        customerId,
        name: consent.name,
        label: consent.label,
        required: consent.required,
        version: given?.version ?? consent.version,
        newestVersion: consent.version,
        needsUpdate: given === undefined || given.version !== consent.version,
        state: given?.state ?? 'declined',
        value: given?.value ?? '',
        date: given?.date ?? null,
      };
    });
    return ok({ consents });
  });

  app.put<{ Params: { id: string } }>('/customers/:id/consents', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const body = parse(updateBody, request.body);
    const known = new Set(publisher.consents.map((consent) => consent.name));
    const unknown = body.consents.find((consent) => !known.has(consent.name));
    if (unknown) throw new ProviderError(422, `Invalid param consents: unknown consent ${unknown.name}`);
    const upsert = context.db.prepare(
      `INSERT INTO customer_consents (customer_id, name, version, state, value, date) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (customer_id, name) DO UPDATE SET version = excluded.version, state = excluded.state, value = excluded.value, date = excluded.date`,
    );
    const date = nowSeconds(context.clock);
    context.db.transaction(() => {
      for (const consent of body.consents) upsert.run(customerId, consent.name, consent.version, consent.state, consent.value === undefined ? null : String(consent.value), date);
    })();
    return ok({});
  });
}
