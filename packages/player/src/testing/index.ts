/**
 * @ott/player/testing: fakes for tests of the engine and of the front ends that bind it. Never
 * imported by production code, so never in a production bundle.
 */
export { FakeAdBreakPlayer, type FakeAdBreakOptions } from './FakeAdBreakPlayer';
export { createFakeAdapterFactory, FakePlayerAdapter } from './FakePlayerAdapter';
export { FakeVideo, type FakeTextTrack } from './fakeVideo';
