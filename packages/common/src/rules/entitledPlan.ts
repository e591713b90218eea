/** An entitled plan as a provider of plans lists it (spec 000 §3 "Entitled plan"). */
export interface EntitledPlanLike {
  id: string;
  metadata?: { access_model?: string | null } | null;
}

/**
 * The plan the viewer's playback is entitled under (spec 000 §6): the one whose
 * `metadata.access_model` is svod, else the first plan, else none.
 */
export function selectEntitledPlan<T extends EntitledPlanLike>(plans: readonly T[] | null | undefined): T | undefined {
  if (!plans?.length) return undefined;
  return plans.find((plan) => plan.metadata?.access_model?.trim().toLowerCase() === 'svod') ?? plans[0];
}
