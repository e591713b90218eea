import type { ScheduledProgramme } from './schedule';

/**
 * The JSON schedule (spec 001 §7.8): an array of programmes. Description and image are also
 * given as chapter-point custom properties, the way the video platform's schedules carry them.
 */
export function epgJson(programmes: readonly ScheduledProgramme[]): unknown[] {
  return programmes.map((programme) => ({
    id: programme.id,
    title: programme.title,
    startTime: new Date(programme.startMs).toISOString(),
    endTime: new Date(programme.endMs).toISOString(),
    description: programme.description,
    cardImage: programme.cardImage,
    backgroundImage: programme.backgroundImage,
    chapterPointCustomProperties: [
      { key: 'description', value: programme.description },
      { key: 'image', value: programme.cardImage },
    ],
  }));
}
