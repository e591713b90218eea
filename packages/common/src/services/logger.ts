/** A logger integrations and controllers receive by injection, so tests can observe it. */
export interface Logger {
  debug: (message: string, ...details: unknown[]) => void;
  info: (message: string, ...details: unknown[]) => void;
  warn: (message: string, ...details: unknown[]) => void;
  error: (message: string, ...details: unknown[]) => void;
}

/** Logs through the console (looked up when called, so no global is touched at import time). */
export const consoleLogger: Logger = {
  debug: (message, ...details) => console.debug(message, ...details),
  info: (message, ...details) => console.info(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};

const ignore = (): void => undefined;

/** Drops everything: for tests and server-side rendering. */
export const silentLogger: Logger = { debug: ignore, info: ignore, warn: ignore, error: ignore };
