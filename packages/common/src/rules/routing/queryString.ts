import { QUERY_FLAG_ON } from './paths';

/** A query value; `undefined`, `null`, `false` and `''` leave the parameter out. */
export type RouteQueryValue = string | number | boolean | null | undefined;

/** The text a value takes in a URL, or undefined to leave the parameter out. */
export const queryValueText = (value: RouteQueryValue): string | undefined =>
  value === undefined || value === null || value === false || value === '' ? undefined : value === true ? QUERY_FLAG_ON : String(value);

/**
 * Appends the given parameters to a path in insertion order. `true` becomes the spec's flag value
 * `1` so that callers write `play: true` and get `play=1`.
 */
export function withQuery(path: string, params: Readonly<Record<string, RouteQueryValue>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = queryValueText(value);
    if (text !== undefined) query.append(name, text);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
