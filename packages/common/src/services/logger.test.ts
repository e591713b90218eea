import { describe, expect, it, vi } from 'vitest';
import { consoleLogger, silentLogger } from './logger';

describe('loggers', () => {
  it.each(['debug', 'info', 'warn', 'error'] as const)('consoleLogger.%s writes to the console', (level) => {
    const spy = vi.spyOn(console, level).mockImplementation(() => undefined);
    consoleLogger[level]('message', { a: 1 });
    expect(spy).toHaveBeenCalledWith('message', { a: 1 });
  });

  it.each(['debug', 'info', 'warn', 'error'] as const)('silentLogger.%s writes nothing', (level) => {
    const spy = vi.spyOn(console, level).mockImplementation(() => undefined);
    silentLogger[level]('message');
    expect(spy).not.toHaveBeenCalled();
  });
});
