import { describe, expect, it } from 'vitest';
import { GateFull, WorkGate } from '../util/WorkGate';
import { ImageRenderer, pixelsAt, RENDER_PIXEL_BUDGET } from './ImageRenderer';

const svg = (hue: number): Buffer => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="hsl(${hue},60%,50%)"/></svg>`);

describe('ImageRenderer under a flood', () => {
  it('renders distinct images one gate-full at a time and refuses the overflow at once (503), while a cached image still answers', async () => {
    const renderer = new ImageRenderer(undefined, new WorkGate('image rendering', 1, 2));
    const cached = await renderer.render('warm', svg(0), 160);
    const flood = Array.from({ length: 6 }, (_, index) => renderer.render(`art-${index}`, svg(index * 40), 3840).then(() => 'rendered', (error: unknown) => error));
    expect(await renderer.render('warm', svg(0), 160)).toBe(cached);
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((outcome) => outcome === 'rendered')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome instanceof GateFull)).toHaveLength(3);
  });

  it('shares one render between requests for the same image, even when the gate is full', async () => {
    const renderer = new ImageRenderer(undefined, new WorkGate('image rendering', 1, 0));
    const [first, second] = await Promise.all([renderer.render('same', svg(10), 320), renderer.render('same', svg(10), 320)]);
    expect(second).toBe(first);
  });

  it('refuses at once when the line is full, without measuring the art', async () => {
    const gate = new WorkGate('image rendering', 1, 0);
    let release!: () => void;
    const busy = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const renderer = new ImageRenderer(undefined, gate);
    // Not an SVG at all: measuring it would fail, so a GateFull proves nothing was measured.
    await expect(renderer.render('broken', Buffer.from('not an svg'), 320)).rejects.toBeInstanceOf(GateFull);
    release();
    await busy;
  });
});

/** A gate that notes, as each render starts, what it costs and what runs beside it. */
class RecordingGate extends WorkGate {
  readonly starts: Array<{ cost: number; running: number; spent: number }> = [];

  override run<T>(job: () => Promise<T>, cost = 1): Promise<T> {
    return super.run(() => (this.starts.push({ cost, running: this.running, spent: this.spent }), job()), cost);
  }
}

describe('ImageRenderer pixel budget', () => {
  it.each([
    { art: '16:9, 1280 x 720', natural: { width: 1280, height: 720 }, width: 3840, pixels: 3840 * 2160 },
    { art: '16:9 at 320', natural: { width: 1280, height: 720 }, width: 320, pixels: 320 * 180 },
    { art: '2:3 poster', natural: { width: 400, height: 600 }, width: 1920, pixels: 1920 * 2880 },
    { art: 'no stated size (square)', natural: { width: 0, height: 0 }, width: 640, pixels: 640 * 640 },
  ])('a render costs its pixels: $art at $width px', ({ natural, width, pixels }) => {
    expect(pixelsAt(natural, width)).toBe(pixels);
  });

  it('lets small renders run side by side but a 3840 px one only alone', async () => {
    const art = (hue: number): Buffer =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="hsl(${hue},60%,50%)"/></svg>`);
    const gate = new RecordingGate('image rendering', 4, 16, RENDER_PIXEL_BUDGET);
    const renderer = new ImageRenderer(undefined, gate);
    // Measured once beforehand, so that all five reach the gate in the same turn.
    for (const [index, key] of ['a', 'b', 'big', 'c', 'd'].entries()) await renderer.render(key, art(index * 10 + 10), 160);
    gate.starts.length = 0;
    await Promise.all([
      renderer.render('a', art(10), 320),
      renderer.render('b', art(20), 320),
      renderer.render('big', art(30), 3840),
      renderer.render('c', art(40), 320),
      renderer.render('d', art(50), 320),
    ]);
    const big = gate.starts.find((start) => start.cost === 3840 * 2160)!;
    expect(big).toEqual({ cost: 3840 * 2160, running: 1, spent: 3840 * 2160 });
    // Small ones ran together at some point, and never beyond the budget.
    expect(Math.max(...gate.starts.map((start) => start.running))).toBeGreaterThan(1);
    for (const start of gate.starts) expect(start.spent <= RENDER_PIXEL_BUDGET || start.running === 1).toBe(true);
  });
});
