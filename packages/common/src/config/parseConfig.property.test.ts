import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import { parseConfig } from './parseConfig';

/** Any value, or a value of the expected kind, so that generated configs often get deep. */
const anyOf = (...expected: Array<fc.Arbitrary<unknown>>) =>
  fc.oneof(fc.constant(undefined), fc.constant(null), fc.jsonValue({ maxDepth: 2 }), fc.string(), fc.integer(), fc.boolean(), ...expected);

const contentRow = fc.record(
  {
    contentId: anyOf(fc.string()),
    type: anyOf(fc.constantFrom('playlist', 'continue_watching', 'favorites', 'content_list', 'shelf')),
    featured: anyOf(fc.boolean()),
    title: anyOf(fc.string()),
  },
  { requiredKeys: [] },
);

const menuItem = fc.record(
  { label: anyOf(fc.string()), contentId: anyOf(fc.string()), type: anyOf(fc.constantFrom('playlist', 'content_list', 'media', 'x')) },
  { requiredKeys: [] },
);

/** Objects shaped like configs, with random field types. */
const configLike = fc.record(
  {
    siteName: anyOf(fc.string()),
    description: anyOf(fc.string()),
    siteId: anyOf(fc.string()),
    content: anyOf(fc.array(anyOf(contentRow), { maxLength: 4 })),
    menu: anyOf(fc.array(anyOf(menuItem), { maxLength: 4 })),
    assets: anyOf(fc.record({ banner: anyOf(fc.string()) }, { requiredKeys: [] })),
    styling: anyOf(fc.record({ backgroundColor: anyOf(fc.string()), footerText: anyOf(fc.string()) }, { requiredKeys: [] })),
    adDeliveryMethod: anyOf(fc.constantFrom('csai', 'ssai', 'vast')),
    adScheduleUrls: anyOf(fc.record({ json: anyOf(fc.string()), xml: anyOf(fc.string()) }, { requiredKeys: [] })),
    contentProtection: anyOf(
      fc.record(
        { accessModel: anyOf(fc.constantFrom('free', 'freeauth', 'authvod', 'svod', 'avod')), drm: anyOf(fc.record({ defaultPolicyId: anyOf(fc.string()) })) },
        { requiredKeys: [] },
      ),
    ),
    integrations: anyOf(
      fc.record(
        {
          cleeng: anyOf(fc.record({ id: anyOf(fc.string(), fc.integer()), monthlyOffer: anyOf(fc.string()), useSandbox: anyOf(fc.boolean()) }, { requiredKeys: [] })),
          jwp: anyOf(fc.record({ clientId: anyOf(fc.string()), assetId: anyOf(fc.integer()) }, { requiredKeys: [] })),
          custom: anyOf(fc.record({ apiUrl: anyOf(fc.webUrl()) }, { requiredKeys: [] })),
          cognito: anyOf(fc.record({ userPoolId: anyOf(fc.string()), region: anyOf(fc.string()) }, { requiredKeys: [] })),
        },
        { requiredKeys: [] },
      ),
    ),
    custom: anyOf(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }))),
    features: anyOf(fc.record({ searchPlaylist: anyOf(fc.string()), appContentSearch: anyOf(fc.boolean()) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

/** Config-like values whose required fields are right, so that optional fields get exercised on the success path. */
const nearlyValid = fc
  .tuple(configLike, fc.string(), fc.string())
  .map(([config, description, siteId]) => ({ ...config, description, siteId, content: [], menu: [{ label: 'Home', contentId: 'feed0001' }] }));

const input = fc.oneof(
  { arbitrary: fc.jsonValue(), weight: 3 },
  { arbitrary: fc.json().map((text) => JSON.parse(text) as unknown), weight: 1 },
  { arbitrary: fc.anything(), weight: 1 },
  { arbitrary: configLike, weight: 3 },
  { arbitrary: nearlyValid, weight: 2 },
);

describe('parseConfig on random input', () => {
  it('returns a config or an error listing problems for 10,000 values, and never throws', () => {
    let loaded = 0;
    fc.assert(
      fc.property(input, (value) => {
        const result = parseConfig(value);
        if (result.ok) {
          loaded += 1;
          expect(typeof result.config.siteId).toBe('string');
          expect(Array.isArray(result.config.content)).toBe(true);
          expect(Array.isArray(result.config.menu)).toBe(true);
        } else {
          expect(result.error).toBeInstanceOf(AppError);
          expect(typeof result.error.message).toBe('string');
          const problems = result.error.details['problems'];
          if (problems !== undefined) {
            expect(Array.isArray(problems) && problems.length > 0).toBe(true);
            for (const problem of problems as Array<{ path: unknown; message: unknown }>) {
              expect(typeof problem.path).toBe('string');
              expect(typeof problem.message).toBe('string');
            }
          }
        }
      }),
      { numRuns: 10_000 },
    );
    // The config-shaped values must reach the success path sometimes, or the test only probes failures.
    expect(loaded).toBeGreaterThan(0);
  }, 120_000);
});
