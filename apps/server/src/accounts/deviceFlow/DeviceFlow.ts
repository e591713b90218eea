import type { Clock } from '../../clock';
import { codeNotValid } from '../AccountError';
import type { SessionTokens } from '../auth/SessionTokens';
import type { AccountDb } from '../db/schema';
import { DEVICE_CODE_PATTERN, newDeviceCode, sha256 } from '../secrets';
import type { DeviceCodeStore } from '../store/DeviceCodeStore';
import type { UserStore } from '../store/UserStore';
import { userJson, type UserJson } from '../userJson';

/** Codes work for 10 minutes, once (contract). */
export const DEVICE_CODE_TTL_MS = 10 * 60 * 1000;
/** Seconds the device waits between two checks. */
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** Expired codes are kept a day (so a late check still says "expired"), then deleted. */
const EXPIRED_CODE_RETENTION_MS = 24 * 3600 * 1000;

export interface GeneratedCode {
  code: string;
  expiresAt: number;
  interval: number;
}

export type DeviceCheck = { status: 'pending' } | { status: 'authorized'; token: string; exp: number; user: UserJson };

/**
 * Sign-in of a TV-like device: the device asks for a code and shows it; the user, signed in on a
 * phone, authorizes it; the device's next check collects a token of a new session, once. The
 * code binds the device id it was made for: another device cannot collect it.
 */
export class DeviceFlow {
  constructor(
    private readonly db: AccountDb,
    private readonly codes: DeviceCodeStore,
    private readonly users: UserStore,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
  ) {}

  async generate(device: { deviceId: string; deviceName: string; configId: string }): Promise<GeneratedCode> {
    const now = this.clock.now();
    await this.codes.deleteExpired(now - EXPIRED_CODE_RETENTION_MS);
    const expiresAt = now + DEVICE_CODE_TTL_MS;
    for (;;) {
      const code = newDeviceCode();
      const row = {
        code_hash: sha256(code),
        device_id: device.deviceId,
        device_name: device.deviceName,
        config_id: device.configId,
        created_at: now,
        expires_at: expiresAt,
        user_id: null,
        authorized_at: null,
        consumed_at: null,
      };
      if (await this.codes.insert(row)) return { code, expiresAt, interval: DEVICE_POLL_INTERVAL_SECONDS };
    }
  }

  /** Exact match: the client uppercases what the user typed (spec 001 §5). 400 "code is not valid" otherwise. */
  async authorize(code: string, userId: string): Promise<void> {
    if (!DEVICE_CODE_PATTERN.test(code) || !(await this.codes.authorize(sha256(code), userId, this.clock.now()))) throw codeNotValid(400);
  }

  /** Pending, or the token once; 410 for an expired, used or unknown code, or another device's. */
  async check(code: string, deviceId: string): Promise<DeviceCheck> {
    if (!DEVICE_CODE_PATTERN.test(code)) throw codeNotValid(410);
    const codeHash = sha256(code);
    const row = await this.codes.find(codeHash);
    const now = this.clock.now();
    if (!row || row.device_id !== deviceId || row.consumed_at !== null || row.expires_at <= now) throw codeNotValid(410);
    if (row.authorized_at === null) return { status: 'pending' };
    return this.db.transaction().execute(async (trx) => {
      const userId = await this.codes.consume(codeHash, deviceId, now, trx);
      const user = userId === undefined ? undefined : await this.users.findById(userId, trx);
      if (!user) throw codeNotValid(410);
      return { status: 'authorized' as const, ...(await this.tokens.start(user.id, row.device_name || 'TV', trx)), user: userJson(user) };
    });
  }
}
