import { breakpointForWidth, type Breakpoint } from '@ott/common';
import { useViewportWidth } from './useViewportWidth';

/** The breakpoint of spec 000 §9 for the current viewport: xs < 480, sm < 768, md < 1024, lg < 1200, xl. */
export const useBreakpoint = (): Breakpoint => breakpointForWidth(useViewportWidth());
