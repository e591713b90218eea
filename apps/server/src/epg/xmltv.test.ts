import { describe, expect, it } from 'vitest';
import { xmltv, xmltvTime } from './xmltv';

describe('XMLTV', () => {
  it.each([
    ['2025-03-01T00:00:00Z', '20250301000000 +0000'],
    ['1999-12-31T23:59:59Z', '19991231235959 +0000'],
  ])('writes %s as %s', (iso, text) => {
    expect(xmltvTime(Date.parse(iso))).toBe(text);
  });

  it('leaves out the channel icon and descriptions it does not have', () => {
    const text = xmltv({ id: 'c1', title: 'C & 1', language: 'en' }, [
      { id: 'c1-0', title: 'T', description: '', startMs: 0, endMs: 60_000, cardImage: 'http://x/a.webp', backgroundImage: 'http://x/b.webp' },
    ]);
    expect(text).toContain('<display-name lang="en">C &amp; 1</display-name>');
    expect(text).not.toContain('<desc');
    expect(text).not.toContain('<icon src="" />');
    expect(text.match(/<icon /g)).toHaveLength(1);
  });

  it('marks titles and descriptions with the catalog language', () => {
    const text = xmltv({ id: 'c1', title: 'C1', language: 'es' }, [
      { id: 'c1-0', title: 'Noticias', description: 'Las de hoy', startMs: 0, endMs: 60_000, cardImage: 'http://x/a.webp', backgroundImage: 'http://x/b.webp' },
    ]);
    expect(text).toContain('<title lang="es">Noticias</title>');
    expect(text).toContain('<desc lang="es">Las de hoy</desc>');
  });
});
