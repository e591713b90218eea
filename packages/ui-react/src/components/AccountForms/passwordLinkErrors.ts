import type { DisplayError } from '@ott/common';

/** Password-screen errors after which the link (or session) cannot be used again: offer a new link. */
const DEAD_LINK_KEYS: readonly string[] = ['account:reset.invalid_reset_link', 'account:reset.invalid_token', 'account:reset.invalid_link'];

export const needsNewResetLink = (error: DisplayError | null): boolean => error?.key !== undefined && DEAD_LINK_KEYS.includes(error.key);
