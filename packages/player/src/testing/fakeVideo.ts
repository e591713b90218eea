/**
 * A stand-in for `<video>` in adapter tests: the properties and events the adapters use, with
 * helpers to play the browser's part (metadata loaded, time passing, tracks appearing). happy-dom
 * does not play media, so a real element would never fire these events.
 */

export interface FakeTextTrack {
  kind: string;
  label: string;
  language: string;
  mode: 'disabled' | 'hidden' | 'showing';
}

class FakeTrackList<T> extends EventTarget {
  [index: number]: T;
  private items: T[] = [];
  get length(): number {
    return this.items.length;
  }
  add(item: T): void {
    this[this.items.length] = item;
    this.items.push(item);
    this.dispatchEvent(new Event('addtrack'));
  }
}

export class FakeVideo extends EventTarget {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  volume = 1;
  muted = false;
  src = '';
  error: { code: number; message: string } | null = null;
  seekableRanges: [number, number][] = [];
  readonly textTracks = new FakeTrackList<FakeTextTrack>();
  /** Only Safari has it: declared, not defined, so `'audioTracks' in video` is false until a test adds tracks. */
  declare audioTracks?: FakeTrackList<{ enabled: boolean; label: string; language: string }>;
  readonly ownerDocument = document;
  readonly appended: HTMLElement[] = [];
  /** Holds appended children, so a test can see them removed again. */
  readonly host = document.createElement('div');
  /** What `canPlayType` answers for the HLS MIME type ('' outside Safari). */
  hlsSupport = '';
  /** Makes the next play() reject as a browser refusing autoplay. */
  refuseAutoplay = false;
  loads = 0;

  get seekable() {
    const ranges = this.seekableRanges;
    return { length: ranges.length, start: (index: number) => ranges[index]![0], end: (index: number) => ranges[index]![1] };
  }

  canPlayType(type: string): string {
    return /mpegurl/i.test(type) ? this.hlsSupport : '';
  }

  play(): Promise<void> {
    if (this.refuseAutoplay && !this.muted) {
      const error = new Error('play() can only be initiated by a user gesture');
      error.name = 'NotAllowedError';
      return Promise.reject(error);
    }
    this.paused = false;
    this.fire('play');
    this.fire('playing');
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  load(): void {
    this.loads += 1;
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  appendChild<T extends HTMLElement>(element: T): T {
    this.appended.push(element);
    this.host.appendChild(element);
    const track = element as unknown as HTMLTrackElement;
    this.textTracks.add({ kind: track.kind, label: track.label, language: track.srclang, mode: track.default ? 'showing' : 'disabled' });
    return element;
  }

  // ---- the browser's part ----

  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }

  /** Metadata is known: the duration (Infinity for a live stream) and the seekable range. */
  loadMetadata(duration: number, seekable: [number, number] = [0, Number.isFinite(duration) ? duration : 0]): void {
    this.duration = duration;
    this.seekableRanges = [seekable];
    this.fire('durationchange');
    this.fire('loadedmetadata');
  }

  advanceTo(seconds: number): void {
    this.currentTime = seconds;
    this.fire('timeupdate');
  }

  addTextTrack(track: Partial<FakeTextTrack> & { kind: string }): void {
    this.textTracks.add({ label: '', language: '', mode: 'disabled', ...track });
  }

  addAudioTracks(tracks: { label: string; language: string; enabled: boolean }[]): void {
    this.audioTracks = new FakeTrackList();
    for (const track of tracks) this.audioTracks.add(track);
  }

  asVideo(): HTMLVideoElement {
    return this as unknown as HTMLVideoElement;
  }
}
