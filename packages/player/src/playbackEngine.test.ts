import { describe, expect, it } from 'vitest';
import { choosePlaybackEngine, isHlsSource, playbackCapabilitiesOf, type PlaybackCapabilities } from './playbackEngine';

const plays = (answer: string) => (type: string) => (type === 'application/vnd.apple.mpegurl' ? answer : '');
const firefox: PlaybackCapabilities = { canPlayType: plays(''), mediaSource: true, nativeAudioTracks: false };
/** Chromium 14x and later play HLS themselves but list no audio tracks. */
const chromium: PlaybackCapabilities = { canPlayType: plays('maybe'), mediaSource: true, nativeAudioTracks: false };
const safari: PlaybackCapabilities = { canPlayType: plays('maybe'), mediaSource: true, nativeAudioTracks: true };
const oldIphone: PlaybackCapabilities = { canPlayType: plays('maybe'), mediaSource: false, nativeAudioTracks: false };
const HLS = { url: 'https://cdn.test/master.m3u8' };

describe('isHlsSource', () => {
  it.each([
    [{ url: 'https://cdn.test/a/master.m3u8' }, true],
    [{ url: 'https://cdn.test/a/master.m3u8?token=1' }, true],
    [{ url: 'https://cdn.test/a/stream', type: 'application/vnd.apple.mpegurl' }, true],
    [{ url: 'https://cdn.test/a/stream', type: 'application/x-mpegURL' }, true],
    [{ url: 'https://cdn.test/a/stream', type: 'hls' }, true],
    [{ url: 'https://cdn.test/a/video.mp4', type: 'video/mp4' }, false],
  ])('%o is HLS: %s', (source, expected) => {
    expect(isHlsSource(source)).toBe(expected);
  });
});

describe('choosePlaybackEngine', () => {
  it('plays HLS with hls.js where the browser cannot play it itself', () => {
    expect(choosePlaybackEngine(HLS, firefox)).toBe('hls.js');
  });

  it('plays HLS natively in Safari, which lists the stream’s audio tracks', () => {
    expect(choosePlaybackEngine(HLS, safari)).toBe('native');
  });

  it('prefers hls.js where native HLS has no audio-track list (Chromium)', () => {
    expect(choosePlaybackEngine(HLS, chromium)).toBe('hls.js');
  });

  it('plays natively where there is no Media Source Extensions', () => {
    expect(choosePlaybackEngine(HLS, oldIphone)).toBe('native');
  });

  it('plays MP4 natively everywhere', () => {
    expect(choosePlaybackEngine({ url: 'https://cdn.test/video.mp4', type: 'video/mp4' }, firefox)).toBe('native');
  });
});

describe('playbackCapabilitiesOf', () => {
  it('reads the element and the global scope', () => {
    const video = document.createElement('video');
    const capabilities = playbackCapabilitiesOf(video);
    expect(capabilities.canPlayType('application/vnd.apple.mpegurl')).toBe(video.canPlayType('application/vnd.apple.mpegurl'));
    expect(capabilities.mediaSource).toBe(typeof (globalThis as { MediaSource?: unknown }).MediaSource === 'function');
    expect(capabilities.nativeAudioTracks).toBe('audioTracks' in video);
  });
});
