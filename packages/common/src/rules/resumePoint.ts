import { CONTINUE_WATCHING_MAX_PROGRESS, CONTINUE_WATCHING_MIN_PROGRESS, RESUME_OFFSET_SECONDS } from '../constants';

/** The configured resume window; the continue-watching thresholds unless a site sets its own. */
export interface ResumeWindow {
  min?: number;
  max?: number;
}

/** Resume only a started, unfinished item: progress strictly between min and max. */
export function shouldResume(progress: number | null | undefined, window: ResumeWindow = {}): progress is number {
  const { min = CONTINUE_WATCHING_MIN_PROGRESS, max = CONTINUE_WATCHING_MAX_PROGRESS } = window;
  return typeof progress === 'number' && progress > min && progress < max;
}

/**
 * Where playback starts, in seconds: 5 s before the saved point when the progress is within the
 * resume window, otherwise 0 (the start). Never negative.
 */
export function resumePositionSeconds(
  saved: { progress: number | null | undefined; duration: number | null | undefined },
  window: ResumeWindow = {},
): number {
  const { progress, duration } = saved;
  if (!shouldResume(progress, window) || typeof duration !== 'number' || !Number.isFinite(duration) || duration <= 0) return 0;
  return Math.max(0, progress * duration - RESUME_OFFSET_SECONDS);
}

/**
 * The episode a series resumes at: its most recent history entry, when that entry's progress is
 * strictly within the resume window; otherwise none (the series starts from its first episode or
 * the one after a finished one, which the screen decides).
 */
export function seriesResumeEntry<T extends { seriesId?: string | null; progress: number }>(
  history: readonly T[],
  seriesId: string,
  window: ResumeWindow = {},
): T | undefined {
  const entry = history.find((item) => !!item.seriesId && item.seriesId === seriesId);
  return entry && shouldResume(entry.progress, window) ? entry : undefined;
}
