import type { Location } from 'react-router';

/** Line terminators as a path carries them (percent-encoded, or raw), which no route pattern's `.` matches. */
const LINE_TERMINATORS = /%0A|%0D|%E2%80%A8|%E2%80%A9|[\n\r\u2028\u2029]/gi;
/** U+FFFD, percent-encoded: a character the patterns match, and that no route's fixed segment contains. */
const REPLACEMENT = '%EF%BF%BD';

/**
 * The location routes are matched against when the real one matches none. The router's patterns
 * (`*`, `q/*`) use `.`, which skips line breaks, so `/o/about%0A` would match no route at all and
 * leave the page empty; with its line breaks replaced the path reaches the not-found route.
 */
export const routableLocation = (location: Location): Location => ({
  ...location,
  pathname: location.pathname.replace(LINE_TERMINATORS, REPLACEMENT),
});
