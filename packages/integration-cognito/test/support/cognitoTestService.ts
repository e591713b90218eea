import { StorageService, createMemoryStorage } from '@ott/common';
import { spyLogger } from '@ott/test-support';
import { CognitoIdentity } from '../../src/identity/CognitoIdentity';
import { COGNITO_CAPABILITIES } from '../../src/module';
import { CognitoAccountService } from '../../src/services/CognitoAccountService';

export { spyLogger } from '@ott/test-support';

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
