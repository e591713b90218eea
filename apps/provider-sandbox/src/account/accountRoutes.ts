import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import { hashPassword, PASSWORD_PATTERN, verifyPassword } from '../auth/passwords';
import { issueTokens, refreshTokens, revokeRefreshTokens } from '../auth/sessions';
import { parse } from '../body';
import type { SandboxContext } from '../context';
import { invalidParam, notFound, ok, ProviderError } from '../errors';
import { CustomerStore, customerJson } from './customerStore';
import { localeFor } from './locales';

const EMAIL = z.string().trim().email().max(255);
const NAME_MAX = 50;

const registerBody = z.object({
  email: EMAIL,
  password: z.string().regex(PASSWORD_PATTERN),
  locale: z.string().min(2).max(10),
  country: z.string().length(2),
  currency: z.string().length(3),
  publisherId: z.string().optional(),
  offerId: z.string().optional(),
  customerIP: z.string().max(64).optional(),
  captchaValue: z.string().optional(),
  firstName: z.string().max(NAME_MAX).optional(),
  lastName: z.string().max(NAME_MAX).optional(),
  externalId: z.string().max(255).optional(),
  externalData: z.record(z.string(), z.unknown()).optional(),
});

const loginBody = z.object({
  email: EMAIL,
  password: z.string().min(1),
  publisherId: z.string().optional(),
  offerId: z.string().optional(),
  customerIP: z.string().max(64).optional(),
});

const updateBody = z.object({
  id: z.string().optional(),
  email: z.string().optional(),
  confirmationPassword: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  externalData: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Registration and login must name this sandbox's publisher, by its id or by one of its offers.
 */
function checkPublisher(context: SandboxContext, body: { publisherId?: string; offerId?: string }): void {
  if (body.publisherId !== undefined) {
    if (body.publisherId !== context.publisher.publisherId) throw invalidParam('publisherId');
  } else if (body.offerId !== undefined) {
    if (!context.offers.find(body.offerId)) throw invalidParam('offerId');
  } else throw invalidParam('publisherId');
}

/** Locales, registration, login, token refresh, logout, and a customer's own record (spec 001 §7.4). */
export function registerAccountRoutes(app: FastifyInstance, context: SandboxContext): void {
  const customers = new CustomerStore(context.db);

  app.get('/locales', async (request) => {
    const query = request.query as { customerIP?: unknown };
    const ip = typeof query.customerIP === 'string' && query.customerIP.length > 0 ? query.customerIP : request.ip;
    return ok(localeFor(ip, context.publisher));
  });

  app.post('/customers', async (request) => {
    const body = parse(registerBody, request.body);
    checkPublisher(context, body);
    await context.captcha.check(body.captchaValue);
    if (customers.byEmail(body.email)) throw new ProviderError(422, 'Customer already exists.');
    const now = context.clock.now();
    const customer = customers.create({
      email: body.email,
      password_hash: await hashPassword(body.password),
      publisher_id: context.publisher.publisherId,
      locale: body.locale,
      country: body.country.toUpperCase(),
      currency: body.currency.toUpperCase(),
      reg_date: now,
      first_name: body.firstName ?? null,
      last_name: body.lastName ?? null,
      external_id: body.externalId ?? null,
      external_data: body.externalData ? JSON.stringify(body.externalData) : null,
      last_user_ip: body.customerIP ?? request.ip,
    });
    customers.update(customer.id, { last_login_date: now });
    return ok(await issueTokens(context, customer.id));
  });

  app.post('/auths', async (request) => {
    const body = parse(loginBody, request.body);
    checkPublisher(context, body);
    const customer = customers.byEmail(body.email);
    // One message for an unknown address and a wrong password: no account probing.
    if (!customer || !(await verifyPassword(body.password, customer.password_hash))) throw new ProviderError(401, 'Wrong email or password');
    customers.update(customer.id, { last_login_date: context.clock.now(), last_user_ip: body.customerIP ?? request.ip });
    return ok(await issueTokens(context, customer.id));
  });

  app.post('/auths/refresh_token', async (request) => {
    const body = request.body as { refreshToken?: unknown } | null;
    if (typeof body?.refreshToken !== 'string' || body.refreshToken.length === 0) throw new ProviderError(422, 'Missing or invalid parameter: refreshToken');
    const { jwt, refreshToken } = await refreshTokens(context, body.refreshToken);
    return ok({ jwt, refreshToken });
  });

  // Logout from every device: the customer's refresh tokens are deleted.
  app.delete('/refresh_tokens', async (request) => {
    const { customerId } = await authenticate(context, request);
    revokeRefreshTokens(context, customerId);
    return ok({ success: true });
  });

  app.get<{ Params: { id: string } }>('/customers/:id', async (request) => {
    await authenticate(context, request, request.params.id);
    const customer = customers.byId(request.params.id);
    if (!customer) throw notFound('Customer');
    return ok(customerJson(customer));
  });

  app.patch<{ Params: { id: string } }>('/customers/:id', async (request) => {
    await authenticate(context, request, request.params.id);
    const customer = customers.byId(request.params.id);
    if (!customer) throw notFound('Customer');
    const body = parse(updateBody, request.body);
    const changes: Parameters<CustomerStore['update']>[1] = {};
    if (body.firstName !== undefined) {
      if (body.firstName.length > NAME_MAX) throw new ProviderError(422, `firstName can have max ${NAME_MAX} characters`);
      changes.first_name = body.firstName;
    }
    if (body.lastName !== undefined) {
      if (body.lastName.length > NAME_MAX) throw new ProviderError(422, `lastName can have max ${NAME_MAX} characters`);
      changes.last_name = body.lastName;
    }
    if (body.externalData !== undefined) changes.external_data = JSON.stringify(body.externalData);
    if (body.email !== undefined && body.email.toLowerCase() !== customer.email.toLowerCase()) {
      if (!EMAIL.safeParse(body.email).success) throw invalidParam('email');
      if (!body.confirmationPassword || !(await verifyPassword(body.confirmationPassword, customer.password_hash)))
        throw new ProviderError(422, 'Invalid confirmationPassword field');
      if (customers.byEmail(body.email)) throw new ProviderError(422, 'Customer email already exists');
      changes.email = body.email.trim();
    }
    customers.update(customer.id, changes);
    return ok(customerJson(customers.byId(customer.id)!));
  });
}
