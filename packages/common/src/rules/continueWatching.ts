import { CONTINUE_WATCHING_MAX_PROGRESS, CONTINUE_WATCHING_MIN_PROGRESS } from '../constants';

/**
 * An entry belongs in continue watching when it was started but not finished: progress strictly
 * above 0.05 and strictly below 0.95 (spec 000 §4, §9). Anything that is not a finite number is out.
 */
export const isContinueWatchingProgress = (progress: number | null | undefined): progress is number =>
  typeof progress === 'number' && progress > CONTINUE_WATCHING_MIN_PROGRESS && progress < CONTINUE_WATCHING_MAX_PROGRESS;

/** The continue-watching shelf: history entries in progress, in history order (most recent first). */
export const continueWatchingEntries = <T extends { progress?: number | null }>(history: readonly T[]): T[] =>
  history.filter((entry) => isContinueWatchingProgress(entry.progress));
