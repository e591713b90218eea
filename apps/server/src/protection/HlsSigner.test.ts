import { describe, expect, it } from 'vitest';
import { HlsSigner } from './HlsSigner';
import { deriveKey } from './keys';

const NOW_S = 1_740_830_400;
const signer = new HlsSigner(deriveKey('a-content-secret-of-at-least-32-characters', 'hls'));
const query = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

describe('HLS signatures', () => {
  const signed = query(signer.query('vod', 'paid0001', NOW_S + 600));

  it('open the item and family they were made for until exp', () => {
    expect(signer.check('vod', 'paid0001', signed, NOW_S)).toBe('valid');
    expect(signer.check('vod', 'paid0001', signed, NOW_S + 600)).toBe('invalid');
    expect(signer.check('vod', 'paid0002', signed, NOW_S)).toBe('invalid');
    expect(signer.check('live', 'paid0001', signed, NOW_S)).toBe('invalid');
  });

  it('say missing without sig, invalid for anything malformed or changed', () => {
    expect(signer.check('vod', 'paid0001', {}, NOW_S)).toBe('missing');
    expect(signer.check('vod', 'paid0001', { exp: signed['exp']! }, NOW_S)).toBe('missing');
    const cases = [
      { sig: signed['sig']! },
      { ...signed, exp: String(NOW_S + 6000) },
      { ...signed, exp: 'soon' },
      { ...signed, sig: `${signed['sig']!.slice(0, -1)}A` === signed['sig'] ? `${signed['sig']!.slice(0, -1)}B` : `${signed['sig']!.slice(0, -1)}A` },
      { ...signed, sig: 'short' },
      { exp: signed['exp']!, sig: [signed['sig']!, signed['sig']!] },
      { ...signed, sig: new HlsSigner(deriveKey('another-content-secret-of-32-characters', 'hls')).query('vod', 'paid0001', NOW_S + 600).split('sig=')[1]! },
    ];
    for (const candidate of cases) expect(signer.check('vod', 'paid0001', candidate, NOW_S), JSON.stringify(candidate)).toBe('invalid');
  });
});
