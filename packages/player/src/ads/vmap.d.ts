/** The parts of `@dailymotion/vmap` (which ships no types) that the engine reads. */
declare module '@dailymotion/vmap' {
  export interface VMAPAdSource {
    id: string | null;
    adTagURI: { templateType: string | null; uri: string } | null;
    vastAdData: Element | null;
  }
  export interface VMAPAdBreak {
    timeOffset: string | null;
    breakType: string | null;
    breakId: string | null;
    adSource: VMAPAdSource | null;
  }
  export default class VMAP {
    constructor(xml: Document);
    version: string | null;
    adBreaks: VMAPAdBreak[];
  }
}
