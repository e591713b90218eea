import { describe, expect, it } from 'vitest';
import { languageDisplayName, trackLabel } from './trackLabel';

const numbered = (number: number) => `Track ${number}`;

describe('trackLabel', () => {
  it('uses the stream’s own label first', () => {
    expect(trackLabel({ id: 1, label: 'Deutsch', language: 'de' }, 1, 'en', numbered)).toBe('Deutsch');
  });

  it('names the language in the viewer’s language when there is no label', () => {
    expect(trackLabel({ id: 1, language: 'de' }, 1, 'en', numbered)).toBe('German');
    expect(trackLabel({ id: 1, language: 'de' }, 1, 'fr', numbered)).toBe('Allemand');
  });

  it('numbers a track with neither', () => {
    expect(trackLabel({ id: 4, label: ' ' }, 2, 'en', numbered)).toBe('Track 3');
  });
});

describe('languageDisplayName', () => {
  it('gives nothing for a missing or invalid code', () => {
    expect(languageDisplayName(undefined, 'en')).toBeUndefined();
    expect(languageDisplayName('not a code!', 'en')).toBeUndefined();
  });
});
