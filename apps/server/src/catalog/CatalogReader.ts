import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { CatalogError, formatFieldPath } from './CatalogError';
import type { FileStats } from './clipSchema';

const describeInput = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Plain messages for what a publisher meets most: a missing field, a wrong type, a typo'd key. */
const catalogErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
  if (issue.code === 'invalid_type') return `Expected ${issue.expected}, received ${describeInput(issue.input)}`;
  if (issue.code === 'unrecognized_keys') return `Unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  return undefined;
};

/** Line and column of a character position, for JSON syntax errors. */
function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return `line ${line}, column ${position - before.lastIndexOf('\n')}`;
}

/**
 * Reads the files of one catalog folder and turns every problem into a CatalogError whose file
 * name starts with the folder's own name (`catalog/items/movies.json`).
 */
export class CatalogReader {
  readonly dir: string;
  private readonly label: string;

  constructor(dir: string) {
    this.dir = dir;
    this.label = basename(dir);
  }

  /** How a catalog file is named in messages. */
  display(relative: string): string {
    return relative ? `${this.label}/${relative}` : this.label;
  }

  fail(relative: string, path: readonly PropertyKey[] | string, problem: string): never {
    throw new CatalogError(this.display(relative), typeof path === 'string' ? path : formatFieldPath(path), problem);
  }

  exists(relative: string): boolean {
    return existsSync(join(this.dir, relative));
  }

  /** The size in bytes of a regular file, or undefined when there is none by that name. */
  fileStats(relative: string): FileStats | undefined {
    const stats = statSync(join(this.dir, relative), { throwIfNoEntry: false });
    return stats?.isFile() ? { size: stats.size, mtimeMs: stats.mtimeMs } : undefined;
  }

  isDirectory(relative: string): boolean {
    try {
      return statSync(join(this.dir, relative)).isDirectory();
    } catch {
      return false;
    }
  }

  /** Names in a sub-folder with the given extension, sorted; none when the folder is absent. */
  list(folder: string, extension: string): string[] {
    if (!this.isDirectory(folder)) return [];
    return readdirSync(join(this.dir, folder), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension) && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  }

  /** Sub-folder names of a folder, sorted. */
  folders(folder: string): string[] {
    if (!this.isDirectory(folder)) return [];
    return readdirSync(join(this.dir, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  }

  readText(relative: string): string {
    try {
      return readFileSync(join(this.dir, relative), 'utf8');
    } catch (cause) {
      const code = (cause as NodeJS.ErrnoException).code;
      throw new CatalogError(this.display(relative), '', code === 'ENOENT' ? 'file is missing' : `cannot be read (${code ?? String(cause)})`, { cause });
    }
  }

  readBytes(relative: string): Buffer {
    try {
      return readFileSync(join(this.dir, relative));
    } catch (cause) {
      throw new CatalogError(this.display(relative), '', 'cannot be read', { cause });
    }
  }

  readJson(relative: string): unknown {
    const text = this.readText(relative);
    try {
      return JSON.parse(text);
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      const position = /position (\d+)/.exec(message)?.[1];
      const where = position === undefined ? '' : ` (${lineAndColumn(text, Number(position))})`;
      const reason = message.replace(/ in JSON at position \d+.*$/s, '').replace(/, ".*" is not valid JSON$/s, '');
      throw new CatalogError(this.display(relative), '', `invalid JSON: ${reason}${where}`, { cause });
    }
  }

  /** Validates `data` with `schema`; the first problem becomes the error. */
  parse<T extends z.ZodType>(schema: T, data: unknown, relative: string, basePath: readonly PropertyKey[] = []): z.output<T> {
    const result = schema.safeParse(data, { error: catalogErrorMap });
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    return this.fail(relative, [...basePath, ...issue.path], issue.message);
  }

  readAndParse<T extends z.ZodType>(schema: T, relative: string): z.output<T> {
    return this.parse(schema, this.readJson(relative), relative);
  }
}
