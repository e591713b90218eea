import { SWIPE_VELOCITY_THRESHOLD } from '@ott/common';
import type { SlideDirection } from './shelfNavigation';

/** A finished touch on a shelf: how far it moved (px), how long it took and how wide the shelf is. */
export interface SwipeGesture {
  deltaX: number;
  deltaY: number;
  durationMs: number;
  /** Width of the shelf's visible area. */
  width: number;
}

/**
 * Movement below which a touch is a tap, not a swipe: without it a quick tap that slips a few
 * pixels would be fast enough to count.
 */
export const SWIPE_TAP_SLOP_PX = 10;

/** Horizontal speed of a gesture in px per second. */
export const swipeVelocity = ({ deltaX, durationMs }: Pick<SwipeGesture, 'deltaX' | 'durationMs'>): number =>
  durationMs > 0 ? (Math.abs(deltaX) / durationMs) * 1000 : Number.POSITIVE_INFINITY;

/**
 * The page a swipe asks for (spec 000 §9 "Swipe threshold 80 velocity or half the screen
 * width"): a mostly horizontal movement faster than 80 px/s, or one across at least half the
 * shelf, slides one page; a leftward swipe shows the next cards. Anything else is not a swipe.
 */
export function swipeDirection(gesture: SwipeGesture): SlideDirection | undefined {
  const distance = Math.abs(gesture.deltaX);
  if (distance < SWIPE_TAP_SLOP_PX || distance <= Math.abs(gesture.deltaY)) return undefined;
  const fastEnough = swipeVelocity(gesture) >= SWIPE_VELOCITY_THRESHOLD;
  const farEnough = gesture.width > 0 && distance >= gesture.width / 2;
  if (!fastEnough && !farEnough) return undefined;
  return gesture.deltaX < 0 ? 'next' : 'previous';
}
