/**
 * The password typed on the delete-account step, kept in memory until the confirmation step sends
 * it: never in the URL or the history state (both outlive the tab's page). A reload forgets it, and
 * the confirmation step then asks for it again.
 */
let pending: string | undefined;

export const deletionPassword = {
  set: (password: string): void => void (pending = password),
  get: (): string | undefined => pending,
  clear: (): void => void (pending = undefined),
};

/** Why the password step is shown again, carried in the navigation state (a translation key of the mapped error). */
export const deletionRefusedState = (key: string) => ({ deletionRefusedKey: key });

export function deletionRefusedKey(state: unknown): string | undefined {
  const key = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)['deletionRefusedKey'] : undefined;
  return typeof key === 'string' ? key : undefined;
}
