/**
 * A small INI reader for the settings file (`.webapp.ini`):
 * - `[section]` headers; keys before the first header are global;
 * - `key = value`; `key[] = value` appends to a list;
 * - whole-line comments start with `;` or `#`; on an unquoted value, ` ;` or ` #` starts a
 *   trailing comment (a `#` inside a URL without a space before it is kept);
 * - values in matching single or double quotes are taken literally;
 * - unquoted true/false, yes/no, on/off become booleans; everything else stays a string (config
 *   ids such as 12345678 must not turn into numbers);
 * - a later plain key replaces an earlier one; malformed lines are skipped.
 */
export type IniScalar = string | boolean;
export type IniValue = IniScalar | IniScalar[];
export type IniSection = Record<string, IniValue>;

export interface IniDocument {
  /** Keys before the first section header. */
  global: IniSection;
  sections: Record<string, IniSection>;
}

const BOOLEANS: Readonly<Record<string, boolean>> = { true: true, yes: true, on: true, false: false, no: false, off: false };

/** Keys that would reach an object's prototype chain are never written. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function readValue(raw: string): IniScalar {
  const value = raw.trim();
  const quote = value[0];
  if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) return value.slice(1, -1);
  const withoutComment = value.replace(/\s[;#].*$/, '').trim();
  return BOOLEANS[withoutComment.toLowerCase()] ?? withoutComment;
}

export function parseIni(text: string): IniDocument {
  const document: IniDocument = { global: {}, sections: {} };
  let current = document.global;

  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith(';') || line.startsWith('#')) continue;

    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      const name = header[1]!.trim();
      // The keys of an unsafe section are read into a discarded object, not into the previous section.
      current = UNSAFE_KEYS.has(name) ? {} : (document.sections[name] ??= {});
      continue;
    }

    const separator = line.indexOf('=');
    if (separator <= 0) continue;
    let key = line.slice(0, separator).trim();
    const isList = key.endsWith('[]');
    if (isList) key = key.slice(0, -2).trim();
    if (key === '' || UNSAFE_KEYS.has(key)) continue;

    const value = readValue(line.slice(separator + 1));
    if (isList) {
      const existing = current[key];
      current[key] = existing === undefined ? [value] : Array.isArray(existing) ? [...existing, value] : [existing, value];
    } else {
      current[key] = value;
    }
  }
  return document;
}
