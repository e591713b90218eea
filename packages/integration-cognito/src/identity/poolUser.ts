import type { Customer } from '@ott/common';
import type { PoolAttribute, PoolUser } from './CognitoIdentity';

/** An attribute's value, or undefined when the user has none. */
export const attributeOf = (user: PoolUser, name: string): string | undefined => user.UserAttributes.find((attribute) => attribute.Name === name)?.Value;

/**
 * The pool user as the site's customer: id = the user's `sub` (what our server's tokens name),
 * email, and the standard name attributes (`given_name`, `family_name`).
 */
export function customerFrom(user: PoolUser): Customer {
  const firstName = attributeOf(user, 'given_name');
  const lastName = attributeOf(user, 'family_name');
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return {
    id: attributeOf(user, 'sub') ?? user.Username,
    email: attributeOf(user, 'email') ?? '',
    firstName,
    lastName,
    fullName: fullName || undefined,
    metadata: {},
  };
}

/** The name changes as attributes; undefined values are left out (nothing sent for them). */
export function nameAttributes(changes: { firstName?: string; lastName?: string }): PoolAttribute[] {
  const attributes: PoolAttribute[] = [];
  if (changes.firstName !== undefined) attributes.push({ Name: 'given_name', Value: changes.firstName });
  if (changes.lastName !== undefined) attributes.push({ Name: 'family_name', Value: changes.lastName });
  return attributes;
}
