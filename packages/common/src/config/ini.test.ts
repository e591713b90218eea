import { describe, expect, it } from 'vitest';
import { parseIni } from './ini';

describe('parseIni', () => {
  it('reads global keys, sections, lists, comments and booleans', () => {
    const text = [
      '; settings of this deployment',
      '# another comment',
      'defaultConfigSource = abcd1234',
      'additionalAllowedConfigSources[] = efgh5678',
      'additionalAllowedConfigSources[] = https://cdn.example/config.json',
      '',
      '[options]',
      'UNSAFE_allowAnyConfigSource = true',
      'quoted = "true"',
      '[other]',
      'flag = Off',
    ].join('\r\n');
    expect(parseIni(text)).toEqual({
      global: {
        defaultConfigSource: 'abcd1234',
        additionalAllowedConfigSources: ['efgh5678', 'https://cdn.example/config.json'],
      },
      sections: {
        options: { UNSAFE_allowAnyConfigSource: true, quoted: 'true' },
        other: { flag: false },
      },
    });
  });

  it.each([
    ['key = yes', true],
    ['key = NO', false],
    ['key = on', true],
    ['key = 12345678', '12345678'],
    ["key = 'single quoted ; not a comment'", 'single quoted ; not a comment'],
    ['key = value ; trailing comment', 'value'],
    ['key = value # trailing comment', 'value'],
    ['key = https://host/page#anchor', 'https://host/page#anchor'],
    ['key = a=b', 'a=b'],
    ['key =', ''],
    ['  key   =   spaced   ', 'spaced'],
  ])('%s', (line, expected) => {
    expect(parseIni(line).global['key']).toEqual(expected);
  });

  it('lets a later plain key replace an earlier one and appends a list to a plain value', () => {
    expect(parseIni('a = 1\na = 2\nb = x\nb[] = y').global).toEqual({ a: '2', b: ['x', 'y'] });
  });

  it('merges repeated sections and skips malformed lines', () => {
    const document = parseIni('[s]\na = 1\nno equals sign\n= no key\n[] = x\n[s]\nb = 2');
    expect(document.sections).toEqual({ s: { a: '1', b: '2' } });
    expect(document.global).toEqual({});
  });

  it('never writes prototype keys', () => {
    const document = parseIni('__proto__ = x\nconstructor = y\n[__proto__]\npolluted = true');
    expect(document.global).toEqual({});
    expect(document.sections).toEqual({});
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('ignores a byte-order mark and reads an empty file as empty', () => {
    expect(parseIni('\uFEFFkey = v').global).toEqual({ key: 'v' });
    expect(parseIni('')).toEqual({ global: {}, sections: {} });
  });
});
