import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { parse } from '../body';
import type { SandboxContext } from '../context';
import { invalidParam, ok } from '../errors';
import { CustomerStore } from './customerStore';

const text = z.string().max(255).optional();
const answersBody = z.object({
  customerId: z.string().optional(),
  firstName: z.string().max(50).optional(),
  lastName: z.string().max(50).optional(),
  companyName: text,
  address: text,
  address2: text,
  city: text,
  state: text,
  postCode: text,
  country: text,
  phoneNumber: text,
  birthDate: text,
  customAnswers: z.array(z.object({ questionId: z.string(), question: z.string().optional(), value: z.string().max(1000) })).optional(),
});

type Answers = Omit<z.infer<typeof answersBody>, 'customerId'>;

const BIRTH_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDate(value: string): boolean {
  const match = BIRTH_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const ADDRESS_FIELDS = ['address', 'address2', 'city', 'state', 'postCode', 'country'] as const;

/** Personal details the publisher asks for after sign-up (capture), and the customer's answers. */
export function registerCaptureRoutes(app: FastifyInstance, context: SandboxContext): void {
  const customers = new CustomerStore(context.db);
  const { capture } = context.publisher;
  const customQuestions = new Map(capture.settings.filter((setting) => setting.key.startsWith('custom_')).map((setting) => [setting.key, setting]));

  const answersOf = (customerId: string): Answers => {
    const row = context.db.prepare('SELECT answers FROM capture_answers WHERE customer_id = ?').get(customerId) as { answers: string } | undefined;
    return row ? (JSON.parse(row.answers) as Answers) : {};
  };

  app.get<{ Params: { id: string } }>('/customers/:id/capture/status', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const answers = answersOf(customerId);
    const customer = customers.byId(customerId);
    const settings = capture.settings.map((setting) => {
      let answer: unknown = null;
      if (setting.key === 'firstNameLastName') {
        const firstName = answers.firstName ?? customer?.first_name ?? null;
        const lastName = answers.lastName ?? customer?.last_name ?? null;
        answer = firstName || lastName ? { firstName, lastName } : null;
      } else if (setting.key === 'address') {
        answer = ADDRESS_FIELDS.some((field) => answers[field]) ? Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, answers[field] ?? null])) : null;
      } else if (setting.key.startsWith('custom_')) {
        answer = answers.customAnswers?.find((custom) => custom.questionId === setting.key)?.value ?? null;
      } else {
        answer = answers[setting.key as keyof Answers] ?? null;
      }
      return setting.key.startsWith('custom_')
        ? { key: setting.key, enabled: setting.enabled, required: setting.required, value: setting.value ?? '', question: setting.question ?? '', answer }
        : { key: setting.key, enabled: setting.enabled, required: setting.required, answer };
    });
    const missing = settings.some((setting) => setting.enabled && setting.required && setting.answer === null);
    return ok({ isCaptureEnabled: capture.enabled, shouldCaptureBeDisplayed: capture.enabled && missing, settings });
  });

  app.put<{ Params: { id: string } }>('/customers/:id/capture', async (request) => {
    const { customerId } = await authenticate(context, request, request.params.id);
    const { customerId: _ignored, ...body } = parse(answersBody, request.body);
    if (body.birthDate !== undefined && body.birthDate !== '' && !isCalendarDate(body.birthDate)) throw invalidParam('birthDate');
    for (const custom of body.customAnswers ?? []) {
      const question = customQuestions.get(custom.questionId);
      if (!question) throw invalidParam('customAnswers.questionId');
      const options = (question.value ?? '').split(';').map((option) => option.split(':')[0]);
      if (question.value && custom.value !== '' && !options.includes(custom.value)) throw invalidParam('customAnswers.value');
    }
    const merged: Answers = { ...answersOf(customerId), ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== '')) };
    context.db
      .prepare('INSERT INTO capture_answers (customer_id, answers) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET answers = excluded.answers')
      .run(customerId, JSON.stringify(merged));
    // The names answered here are the customer's names.
    const names: Parameters<CustomerStore['update']>[1] = {};
    if (body.firstName) names.first_name = body.firstName;
    if (body.lastName) names.last_name = body.lastName;
    customers.update(customerId, names);
    return ok(merged);
  });
}
