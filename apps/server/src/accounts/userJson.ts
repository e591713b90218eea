import type { MetadataValue } from './validation/fields';
import type { UserRow } from './store/UserStore';

/** The user as every reply shows it (contract "User JSON"): never the hash, never another user's data. */
export interface UserJson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  regDate: string;
  metadata: { terms: boolean; has_password: boolean; [key: string]: MetadataValue };
}

export const parseMetadata = (text: string): Record<string, MetadataValue> => {
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, MetadataValue>) : {};
};

/** Picks the public fields one by one (no spreading of the row), so a new column never leaks by accident. */
export function userJson(user: UserRow): UserJson {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: [user.first_name, user.last_name].filter((part) => part.length > 0).join(' '),
    regDate: new Date(user.created_at).toISOString(),
    metadata: { terms: true, has_password: true, ...parseMetadata(user.metadata) },
  };
}
