import type { FastifyInstance } from 'fastify';
import { AccountError } from '../AccountError';
import type { AccountsContext } from '../AccountsContext';
import { captchaChallengeQuery } from '../validation/bodies';
import { parseInput } from '../validation/parseInput';

export const UNKNOWN_SITE_KEY = 'unknown captcha site key';

/** GET /captcha/challenge?siteKey=: a new proof-of-work challenge for the site key's sign-up form. */
export function registerCaptchaRoutes(app: FastifyInstance, context: AccountsContext): void {
  const { captcha, limits } = context;
  app.get('/captcha/challenge', async (request) => {
    await limits.admit('captchaChallenge', request.ip);
    const { siteKey } = parseInput(captchaChallengeQuery, request.query);
    if (!captcha.knows(siteKey)) throw new AccountError(404, UNKNOWN_SITE_KEY);
    return captcha.challenge(siteKey);
  });
}
