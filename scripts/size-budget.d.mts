// Types of the parts of size-budget.mjs that TypeScript code imports (the e2e budget gate).
import type { Page } from '@playwright/test';

export const BUDGET_KB: number;

/** Script and stylesheet URLs index.html loads at once (entry, modulepreload, stylesheet not disabled). */
export function firstLoadReferences(html: string): string[];

export interface FirstLoadFile {
  /** Path in the site (`assets/index-abc.js`), or the full URL of a file from another origin. */
  file: string;
  bytes: number;
  gzip: number;
  /** Source characters per package, from the file's source map. */
  packages: Record<string, number>;
}

export interface FirstLoad {
  files: FirstLoadFile[];
  totalGzip: number;
  hlsFiles: string[];
}

export interface MeasureOptions {
  url: string;
  ready(page: Page): Promise<void>;
  distDir?: string;
  idleMs?: number;
  timeoutMs?: number;
}

export function measureInBrowser(page: Page, options: MeasureOptions): Promise<FirstLoad>;
export function homeShelvesRendered(page: Page): Promise<void>;
export const VIEWPORTS: Record<'desktop' | 'mobile', { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number }>;
export function budgetFailures(name: string, result: FirstLoad): string[];
export function formatReport(title: string, result: FirstLoad): string;
export function kb(bytes: number): string;
