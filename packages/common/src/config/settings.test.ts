import { describe, expect, it } from 'vitest';
import { NoUsableConfigSourcesError } from './errors';
import { parseSettings, parseSettingsObject } from './settings';

describe('parseSettings (.webapp.ini)', () => {
  it('reads the default source, extra sources and the allow-any flag from [options]', () => {
    const result = parseSettings(
      ['defaultConfigSource = abcd1234', 'additionalAllowedConfigSources[] = efgh5678', '[options]', 'UNSAFE_allowAnyConfigSource = true'].join('\n'),
    );
    expect(result).toEqual({
      ok: true,
      settings: { defaultConfigSource: 'abcd1234', additionalAllowedConfigSources: ['efgh5678'], UNSAFE_allowAnyConfigSource: true },
    });
  });

  it.each([
    ['only a default source', 'defaultConfigSource = abcd1234'],
    ['only extra sources', 'additionalAllowedConfigSources[] = /config.json'],
    ['only the allow-any flag', '[options]\nUNSAFE_allowAnyConfigSource = true'],
    ['the allow-any flag outside [options]', 'UNSAFE_allowAnyConfigSource = true'],
    ['sources inside [options]', '[options]\ndefaultConfigSource = abcd1234\nadditionalAllowedConfigSources[] = efgh5678'],
  ])('is usable with %s', (_name, text) => {
    expect(parseSettings(text).ok).toBe(true);
  });

  it.each([
    [{ defaultConfigSource: 'abcd1234' }, 'abcd1234'],
    [{ additionalAllowedConfigSources: ['efgh5678'] }, undefined],
    [{ UNSAFE_allowAnyConfigSource: true }, undefined],
  ])('accepts an object that names only some keys: %j', (input, defaultSource) => {
    const result = parseSettingsObject(input);
    expect(result.ok).toBe(true);
    expect(result.ok && result.settings.defaultConfigSource).toBe(defaultSource);
  });

  it('prefers a key of [options] over the same key at the top of the file', () => {
    const result = parseSettings('defaultConfigSource = aaaa1111\n[options]\ndefaultConfigSource = bbbb2222');
    expect(result.ok && result.settings.defaultConfigSource).toBe('bbbb2222');
  });

  it.each([
    ['an empty file', ''],
    ['only comments', '; nothing here'],
    ['a blank default source', 'defaultConfigSource = '],
    ['blank extra sources', 'additionalAllowedConfigSources[] = \nadditionalAllowedConfigSources[] = "  "'],
    ['the allow-any flag off', '[options]\nUNSAFE_allowAnyConfigSource = false'],
    ['the allow-any flag not a boolean', '[options]\nUNSAFE_allowAnyConfigSource = maybe'],
    ['a boolean as default source', 'defaultConfigSource = yes'],
  ])('reports "No usable config sources" for %s', (_name, text) => {
    const result = parseSettings(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(NoUsableConfigSourcesError);
    expect(result.error.message).toBe('No usable config sources');
  });

  it('reads a single extra source given without [] as a list', () => {
    const result = parseSettings('additionalAllowedConfigSources = efgh5678');
    expect(result.ok && result.settings.additionalAllowedConfigSources).toEqual(['efgh5678']);
  });
});

describe('parseSettingsObject', () => {
  it.each([[null], [undefined], ['text'], [42]])('reads %j as no sources', (value) => {
    expect(parseSettingsObject(value).ok).toBe(false);
  });

  it('keeps the content API shape as written, trimmed, for contentApiShapeOf to check', () => {
    const result = parseSettingsObject({ defaultConfigSource: 'abcd1234', contentApiShape: ' second ' });
    expect(result.ok && result.settings.contentApiShape).toBe('second');
    expect(parseSettings('defaultConfigSource = abcd1234\ncontentApiShape = v9').ok).toBe(true);
  });

  it('accepts settings given as an object, e.g. from JSON', () => {
    const result = parseSettingsObject({ defaultConfigSource: ' abcd1234 ', additionalAllowedConfigSources: ['x', 3], UNSAFE_allowAnyConfigSource: 'true' });
    expect(result.ok && result.settings).toEqual({
      defaultConfigSource: 'abcd1234',
      additionalAllowedConfigSources: ['x'],
      UNSAFE_allowAnyConfigSource: true,
    });
  });
});
