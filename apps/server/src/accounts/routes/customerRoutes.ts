import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { forbidden, invalidField, notLoggedIn } from '../AccountError';
import type { AccountsContext } from '../AccountsContext';
import { deviceName } from '../auth/deviceName';
import { isAllowedResetUrl } from '../reset/resetLink';
import { parseMetadata, userJson } from '../userJson';
import { customerIdParams, forgotPasswordBody, loginBody, registerBody, resetPasswordBody, updateCustomerBody } from '../validation/bodies';
import { METADATA_MAX_KEYS } from '../validation/fields';
import { parseInput } from '../validation/parseInput';

/** Forgot-password answers no sooner than this (a known email's token and mail take a few milliseconds). */
export const FORGOT_PASSWORD_REPLY_MS = 150;

/** /customers: login, registration, the profile, password reset and token refresh. */
export function registerCustomerRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { sessions, signIn, passwordReset, users, clock, settings, limits } = context;

  app.post('/customers/login', async (request) => {
    const { email, password } = parseInput(loginBody, request.body);
    return signIn.login(email, password, request.ip, deviceName(request.headers['user-agent']));
  });

  app.post('/customers', async (request, reply) => {
    await limits.admit('register', request.ip);
    const { email, password, captchaValue } = parseInput(registerBody, request.body);
    await context.captcha.check(captchaValue);
    return reply.code(201).send(await signIn.register(email, password, deviceName(request.headers['user-agent'])));
  });

  app.get('/customers/me', async (request) => {
    const caller = await sessions.authenticate(request.headers.authorization);
    const user = await users.findById(caller.userId);
    if (!user) throw notLoggedIn();
    return userJson(user);
  });

  app.patch('/customers/:id', async (request) => {
    const caller = await sessions.authenticate(request.headers.authorization);
    const { id } = parseInput(customerIdParams, request.params);
    if (id !== caller.userId) throw forbidden();
    const changes = parseInput(updateCustomerBody, request.body);
    const user = await context.db.transaction().execute(async (trx) => {
      if (!(await users.lock(caller.userId, trx))) throw notLoggedIn();
      const current = (await users.findById(caller.userId, trx))!;
      // Metadata is merged key by key: a client can send only the keys it changes.
      const metadata = changes.metadata ? { ...parseMetadata(current.metadata), ...changes.metadata } : undefined;
      if (metadata && Object.keys(metadata).length > METADATA_MAX_KEYS) throw invalidField('metadata', `${METADATA_MAX_KEYS} keys at most`);
      const update = {
        ...(changes.firstName === undefined ? {} : { first_name: changes.firstName }),
        ...(changes.lastName === undefined ? {} : { last_name: changes.lastName }),
        ...(metadata === undefined ? {} : { metadata: JSON.stringify(metadata) }),
      };
      if (Object.keys(update).length === 0) return current;
      await users.update(caller.userId, update, clock.now(), trx);
      return (await users.findById(caller.userId, trx))!;
    });
    return userJson(user);
  });

  app.post('/customers/forgot-password', async (request, reply) => {
    await limits.admit('forgotPassword', request.ip);
    const { email, resetUrl } = parseInput(forgotPasswordBody, request.body);
    if (!isAllowedResetUrl(resetUrl, settings.allowedResetOrigins, settings.devOutbox)) throw invalidField('resetUrl', 'this site is not allowed to receive reset links');
    await limits.admit('forgotPasswordPerEmail', email);
    // Known and unknown emails answer after the same time: the reply's timing says nothing either.
    const answerAt = performance.now() + FORGOT_PASSWORD_REPLY_MS;
    await passwordReset.forgot(email, resetUrl);
    await delay(Math.max(0, answerAt - performance.now()));
    return reply.code(204).send();
  });

  app.post('/customers/reset-password', async (request, reply) => {
    await limits.admit('resetPassword', request.ip);
    const { token, password } = parseInput(resetPasswordBody, request.body);
    await passwordReset.reset(token, password);
    return reply.code(204).send();
  });

  app.post('/customers/refresh-token', async (request) => {
    const { token, exp } = await sessions.refresh(request.headers.authorization);
    return { refreshedToken: token, exp };
  });
}
