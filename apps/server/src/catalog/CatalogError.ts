import { AppError } from '@ott/common';

/**
 * A catalog that cannot be served. Start-up stops with this one message, which names the file,
 * the field path and the problem: `catalog/items/movies.json: [3].contentType: Expected string, received number`.
 */
export class CatalogError extends AppError {
  readonly file: string;
  readonly path: string;
  readonly problem: string;

  constructor(file: string, path: string, problem: string, options: { cause?: unknown } = {}) {
    super(path ? `${file}: ${path}: ${problem}` : `${file}: ${problem}`, {
      code: 'catalog_invalid',
      details: { file, path, problem },
      cause: options.cause,
    });
    this.name = 'CatalogError';
    this.file = file;
    this.path = path;
    this.problem = problem;
  }
}

export const isCatalogError = (value: unknown): value is CatalogError => value instanceof CatalogError;

const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

/** A field path as a reader writes it: `[3].contentType`, `live.programmes[0].clip`, `["VCH.EventState"]`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (typeof segment === 'string' && IDENTIFIER.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(String(segment))}]`;
  }
  return text;
}
