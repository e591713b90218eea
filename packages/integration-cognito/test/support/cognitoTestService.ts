import { StorageService, createMemoryStorage, type Logger } from '@ott/common';
import { vi } from 'vitest';
import { CognitoIdentity } from '../../src/identity/CognitoIdentity';
import { COGNITO_CAPABILITIES } from '../../src/module';
import { CognitoAccountService } from '../../src/services/CognitoAccountService';

type LogMethod = Logger['error'];
export const spyLogger = () => ({ debug: vi.fn<LogMethod>(), info: vi.fn<LogMethod>(), warn: vi.fn<LogMethod>(), error: vi.fn<LogMethod>() });

export interface PoolAddress {
  endpoint: string;
  userPoolId: string;
  clientId: string;
}

/** The account service against a pool (the emulator, or msw), with a clock the test moves and a memory storage. */
export function createCognitoTestService(pool: PoolAddress, start: number = Date.now()) {
  const clock = { now: start };
  const identity = new CognitoIdentity(pool);
  const storage = new StorageService(createMemoryStorage());
  const logger = spyLogger();
  const service = new CognitoAccountService(identity, storage, logger, COGNITO_CAPABILITIES, { clock: () => clock.now, refreshChannel: null });
  return { service, identity, storage, logger, clock };
}
