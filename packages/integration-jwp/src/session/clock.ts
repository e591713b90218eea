/** The current time in epoch milliseconds; injected so that tests move time without waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
