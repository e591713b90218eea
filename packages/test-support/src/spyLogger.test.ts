import { describe, expect, it } from 'vitest';
import { spyLogger } from './spyLogger';

describe('spyLogger', () => {
  it('records each level apart, with the details', () => {
    const logger = spyLogger();
    logger.warn('token refresh failed', { status: 503 });
    expect(logger.warn).toHaveBeenCalledWith('token refresh failed', { status: 503 });
    expect(logger.error).not.toHaveBeenCalled();
  });
});
