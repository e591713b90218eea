import { vi, type Mock } from 'vitest';

type LogMethod = (message: string, ...details: unknown[]) => void;

/** A logger whose four levels are spies, structurally the `Logger` of @ott/common. */
export interface SpyLogger {
  debug: Mock<LogMethod>;
  info: Mock<LogMethod>;
  warn: Mock<LogMethod>;
  error: Mock<LogMethod>;
}

export const spyLogger = (): SpyLogger => ({ debug: vi.fn<LogMethod>(), info: vi.fn<LogMethod>(), warn: vi.fn<LogMethod>(), error: vi.fn<LogMethod>() });
