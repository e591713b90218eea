import { z } from 'zod';
import { currentPassword, email, mediaId, metadata, name, newPassword, opaque, progress, terms, text, url } from './fields';

/** The request bodies and queries of the account API (notes/account-api.md). Unknown fields are dropped. */

export const loginBody = z.object({ email, password: currentPassword });
/** `captchaValue`: the captcha widget's answer (base64 JSON, a few hundred characters). */
export const registerBody = z.object({ email, password: newPassword, terms, captchaValue: opaque(4096).optional() });
export const captchaChallengeQuery = z.object({ siteKey: opaque(128) });
export const updateCustomerBody = z.object({ firstName: name, lastName: name, metadata });
export const forgotPasswordBody = z.object({ email, resetUrl: url });
export const resetPasswordBody = z.object({ token: opaque(512), password: newPassword });
export const historyBody = z.object({ mediaId, progress });
export const favoriteBody = z.object({ mediaId });
export const mediaIdParams = z.object({ mediaId });
export const customerIdParams = z.object({ id: text() });
export const sessionIdParams = z.object({ id: text() });

export const deviceGenerateBody = z.object({
  deviceId: opaque(128),
  deviceName: opaque(128, 0),
  configId: opaque(256, 0),
});
export const deviceAuthorizeBody = z.object({ code: opaque(64) });
/** A repeated query parameter arrives as an array: refused as "must be a string". */
export const deviceCheckQuery = z.object({ code: opaque(64), deviceId: opaque(128) });
export const outboxQuery = z.object({ to: z.string({ error: 'must be a string' }).max(254).optional() });
