import type { Page } from '@playwright/test';

export interface BigGuideOptions {
  channels?: number;
  daysBack?: number;
  daysAhead?: number;
  now?: number;
}
export interface GuideFigures {
  firstDrawMs: number;
  drawn: number;
  rows: number;
  daySwitchMs: number;
  frames?: { median: number; p95: number; worst: number };
}
export function generatedSchedule(channel: number, options: Required<Omit<BigGuideOptions, 'channels'>>): Array<{ id: string; title: string; startTime: string; endTime: string }>;
export function serveBigGuide(page: Page, options?: BigGuideOptions): Promise<number>;
export function measureGuide(page: Page, options: { startedAt: number; scrolling?: boolean }): Promise<GuideFigures>;
