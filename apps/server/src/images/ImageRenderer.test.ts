import { describe, expect, it } from 'vitest';
import { GateFull, WorkGate } from '../util/WorkGate';
import { ImageRenderer } from './ImageRenderer';

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
});
