/**
 * The Element Timing attribute of a card image marked `fetchpriority="high"` (the first screen's
 * first cards, one of them the page's largest image): the browser reports when each is on screen.
 */
export const IMPORTANT_IMAGE_TIMING = { elementtiming: 'ott-important-image' } as const;

/** The images carrying it. */
export const IMPORTANT_IMAGES_SELECTOR = `img[elementtiming="${IMPORTANT_IMAGE_TIMING.elementtiming}"]`;
