import { describe, expect, it } from 'vitest';
import { luminance, parseColor, textColorFor } from './textColor';

describe('textColorFor (black above luminance 186)', () => {
  it.each([
    ['#ffffff', 'black'],
    ['#FFF', 'black'],
    ['#000000', 'white'],
    ['#000', 'white'],
    ['#ff0000', 'white'],
    ['#ffff00', 'black'],
    ['#bababa', 'white'],
    ['#bbbbbb', 'black'],
    ['rgb(255, 255, 255)', 'black'],
    ['rgba(0,0,0,0.5)', 'white'],
    ['rgb(20 20 20 / 50%)', 'white'],
    ['  #CCC  ', 'black'],
    ['#ABC', 'white'],
    ['#12345', undefined],
    ['#gggggg', undefined],
    ['red', undefined],
    ['rgb(256, 0, 0)', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %s', (background, expected) => {
    expect(textColorFor(background)).toBe(expected);
  });

  it('uses 0.299 R + 0.587 G + 0.114 B and keeps white at exactly 186', () => {
    expect(luminance({ r: 100, g: 200, b: 50 })).toBeCloseTo(0.299 * 100 + 0.587 * 200 + 0.114 * 50);
    expect(luminance({ r: 186, g: 186, b: 186 })).toBeCloseTo(186);
    expect(parseColor('#bababa')).toEqual({ r: 186, g: 186, b: 186 });
  });
});
