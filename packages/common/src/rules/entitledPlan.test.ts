import { describe, expect, it } from 'vitest';
import { selectEntitledPlan, type EntitledPlanLike } from './entitledPlan';

const tvod: EntitledPlanLike = { id: 'tvod', metadata: { access_model: 'tvod' } };
const svod: EntitledPlanLike = { id: 'svod', metadata: { access_model: 'svod' } };
const bare: EntitledPlanLike = { id: 'bare' };

describe('selectEntitledPlan', () => {
  it.each<[string, EntitledPlanLike[] | null | undefined, string | undefined]>([
    ['the svod plan wins', [tvod, svod], 'svod'],
    ['case and spaces do not matter', [tvod, { id: 'SV', metadata: { access_model: ' SVOD ' } }], 'SV'],
    ['else the first plan', [tvod, bare], 'tvod'],
    ['a plan without metadata can be first', [bare, tvod], 'bare'],
    ['no plans: none', [], undefined],
    ['null: none', null, undefined],
    ['undefined: none', undefined, undefined],
  ])('%s', (_name, plans, expected) => {
    expect(selectEntitledPlan(plans)?.id).toBe(expected);
  });
});
