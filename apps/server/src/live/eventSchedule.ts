import { EVENT_STATE } from '@ott/common';
import type { EventSchedule } from '../catalog/schemas';
import { DAY_MS } from './channelPlan';

export interface EventWindow {
  startMs: number;
  endMs: number;
}

export type EventState = typeof EVENT_STATE.PRE_LIVE | typeof EVENT_STATE.LIVE_PUBLISHED | typeof EVENT_STATE.VOD_PUBLIC;

/**
 * The showing of an event that matters at `nowMs`. A fixed event has one. A daily event is one
 * showing per UTC day, starting at `startUtc`: until it starts it is announced (PRE_LIVE), after it
 * ends its recording is on demand until midnight, and the next day it is announced again. A
 * showing that runs past midnight stays current until it ends.
 */
export function eventWindowAt(schedule: EventSchedule, nowMs: number): EventWindow {
  if (schedule.type === 'fixed') return { startMs: Date.parse(schedule.start), endMs: Date.parse(schedule.end) };
  const [hours, minutes] = schedule.startUtc.split(':').map(Number) as [number, number];
  const offsetMs = (hours * 60 + minutes) * 60_000;
  const durationMs = schedule.durationMinutes * 60_000;
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const yesterdayStart = today - DAY_MS + offsetMs;
  if (nowMs < yesterdayStart + durationMs) return { startMs: yesterdayStart, endMs: yesterdayStart + durationMs };
  return { startMs: today + offsetMs, endMs: today + offsetMs + durationMs };
}

/** PRE_LIVE before the start, LIVE_PUBLISHED from the start until the end, VOD_PUBLIC after. */
export function eventStateAt(window: EventWindow, nowMs: number): EventState {
  if (nowMs < window.startMs) return EVENT_STATE.PRE_LIVE;
  if (nowMs < window.endMs) return EVENT_STATE.LIVE_PUBLISHED;
  return EVENT_STATE.VOD_PUBLIC;
}
