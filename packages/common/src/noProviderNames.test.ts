import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrationsSchema } from './entities/config';

/**
 * The core knows no provider by name (ARCHITECTURE.md): an integration package describes itself.
 * Provider names may appear only as the keys of the config schema's `integrations`.
 */
const SRC = new URL('.', import.meta.url).pathname;
const CONFIG_SCHEMA = 'entities/config.ts';
const PROVIDERS = Object.keys(integrationsSchema.shape);
/** Other names of the same providers (the video platform's account system). */
const ALIASES = ['inplayer'];
/**
 * The one wire value that spells a provider key: the delivery API's public EPG `scheduleType` of
 * the JSON schedule format. Its declaration may say it; everything else uses the constant.
 */
const WIRE_VALUES: Readonly<Record<string, RegExp>> = { 'entities/epg.ts': /^export const EPG_SCHEDULE_TYPE = .*$/m };
/** Plain English words among the keys (also the config's own `custom` field) are caught only as a provider: read under `integrations`, or compared or named as one. */
const ENGLISH_WORDS = new Set(['custom']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test(-helpers)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

function providerMentions(text: string): string[] {
  const patterns = PROVIDERS.flatMap((name) => [
    new RegExp(`integrations\\??\\.${name}\\b`, 'g'),
    ...(ENGLISH_WORDS.has(name)
      ? [new RegExp(`(?:[!=]==?|\\bcase|\\bname:)\\s*['"\`]${name}['"\`]`, 'g')]
      : [new RegExp(`['"\`]${name}['"\`]`, 'g'), new RegExp(`\\b${name}\\b`, 'gi')]),
  ]).concat(ALIASES.map((alias) => new RegExp(`\\b${alias}\\b`, 'gi')));
  return patterns.flatMap((pattern) => text.match(pattern) ?? []);
}

describe('@ott/common names no provider', () => {
  it('knows the providers only as config keys', () => {
    expect(PROVIDERS).toEqual(['cleeng', 'jwp', 'custom', 'cognito']);
  });

  it('finds them in a sample, so the check can fail', () => {
    expect(providerMentions("if (integration === 'cognito') return config.integrations.custom?.apiUrl; // InPlayer")).toEqual([
      'integrations.custom',
      "'cognito'",
      'cognito',
      'InPlayer',
    ]);
    expect(providerMentions("if (type === 'custom') return { name: 'custom' };")).toEqual(["=== 'custom'", "name: 'custom'"]);
    expect(providerMentions("ctx.addIssue({ code: 'custom' }); const params = playlist['custom'] ?? config.custom;")).toEqual([]);
  });

  it.each(sourceFiles(SRC).map((path) => relative(SRC, path)).filter((path) => path !== CONFIG_SCHEMA))('%s', (path) => {
    const text = readFileSync(join(SRC, path), 'utf8');
    expect(providerMentions(WIRE_VALUES[path] ? text.replace(WIRE_VALUES[path], '') : text)).toEqual([]);
  });
});
