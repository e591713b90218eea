import type { Clock } from '../../clock';
import { resetTokenNotValid } from '../AccountError';
import type { AccountDb } from '../db/schema';
import type { Outbox } from '../outbox/Outbox';
import type { PasswordHasher } from '../passwords/passwordHasher';
import { newSecretToken, sha256 } from '../secrets';
import type { ResetTokenStore } from '../store/ResetTokenStore';
import type { SessionStore } from '../store/SessionStore';
import type { UserStore } from '../store/UserStore';
import { resetLink } from './resetLink';

/** Reset links work for 10 minutes, once (contract). */
export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * Forgot password and reset password. The token is random (256 bits) and only its SHA-256 is
 * stored; using it, setting the password and ending the user's sessions is one transaction, so
 * a crash cannot leave a used link with the old password, or a new password with old sessions.
 */
export class PasswordReset {
  constructor(
    private readonly db: AccountDb,
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
    private readonly resets: ResetTokenStore,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** Sends the mail when the account exists; the caller answers 204 either way (no enumeration). */
  async forgot(email: string, resetUrl: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newSecretToken();
    const now = this.clock.now();
    await this.resets.deleteExpired(now);
    await this.resets.insert(sha256(token), user.id, now, now + RESET_TOKEN_TTL_MS);
    const link = resetLink(resetUrl, token, user.email);
    await this.outbox.send({
      to: user.email,
      subject: 'Reset your password',
      text: `Someone asked to reset the password of your account.\n\nOpen this link within 10 minutes to choose a new password:\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
      link,
    });
  }

  /** 400 "resetPasswordToken is not valid" for an unknown, expired or used token. */
  async reset(token: string, password: string): Promise<void> {
    const tokenHash = sha256(token);
    // Checked before hashing, so that bogus tokens cost no scrypt; checked again (atomically) below.
    if (!(await this.resets.findUsable(tokenHash, this.clock.now()))) throw resetTokenNotValid();
    const passwordHash = await this.hasher.hash(password);
    await this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const userId = await this.resets.consume(tokenHash, now, trx);
      if (!userId) throw resetTokenNotValid();
      await this.users.update(userId, { password_hash: passwordHash }, now, trx);
      await this.resets.consumeAllOf(userId, now, trx);
      await this.sessions.revokeAll(userId, now, trx);
    });
  }
}
