import { createAppError, type Entitlement, type EntitlementService, type MediaTokenRequest, type ViewerToken } from '@ott/common';
import type { CognitoApiClient, EntitlementRequest } from '../api/CognitoApiClient';
import type { ApiPlan } from '../api/schemas';
import type { AccessTokenSession } from './CognitoSubscriptionService';

/** The plan playback is entitled under (000 §6): the svod one, else the first. */
export const entitledPlanOf = (plans: readonly ApiPlan[]): ApiPlan | undefined =>
  plans.find((plan) => plan.metadata.access_model?.trim().toLowerCase() === 'svod') ?? plans[0];

/**
 * Entitlement of a Cognito account on our server (001 §7.7): whether an offer grants access (an
 * active or cancelled, unexpired subscription to it), the entitled plan (GET /get-access), and the
 * signed media token (POST /entitlement with the access token, or a viewer-token user's viewer jwt;
 * not entitled -> "Unauthorized").
 */
export class CognitoEntitlementService implements EntitlementService {
  constructor(
    private readonly api: CognitoApiClient,
    private readonly session: AccessTokenSession,
    /** The viewer token a viewer-token user holds (000 §3), null for everyone else. */
    private readonly viewerToken: () => ViewerToken | null = () => null,
    private readonly clock: () => number = Date.now,
  ) {}

  async getEntitlements(offerId: string): Promise<Entitlement> {
    const now = this.clock();
    const subscriptions = await this.session.authorized((token) => this.api.activeSubscriptions(token));
    const granting = subscriptions
      .filter((subscription) => subscription.offerId === offerId && subscription.status !== 'expired' && Date.parse(subscription.expiresAt) > now)
      .map((subscription) => Math.floor(Date.parse(subscription.expiresAt) / 1000));
    return granting.length > 0 ? { accessGranted: true, expiresAt: Math.max(...granting) } : { accessGranted: false };
  }

  /** The plan the account is entitled to now, or null without one. */
  async getEntitledPlan(): Promise<ApiPlan | null> {
    return entitledPlanOf(await this.session.authorized((token) => this.api.getAccess(token))) ?? null;
  }

  getMediaToken({ mediaId, drmPolicyId, params }: MediaTokenRequest): Promise<string> {
    const viewer = this.viewerToken();
    if (viewer) return mediaTokenFor(this.api, { provider: 'viewer-token', token: viewer.jwt, asset: { id: mediaId, drmPolicyId, params } });
    return this.session.authorized((token) => mediaTokenFor(this.api, { provider: 'cognito', token, asset: { id: mediaId, drmPolicyId, params } }));
  }
}

/** POST /entitlement for a credential (the pool's access token, or a viewer token): the token, or "Unauthorized". */
export async function mediaTokenFor(api: Pick<CognitoApiClient, 'entitlement'>, request: EntitlementRequest): Promise<string> {
  const reply = await api.entitlement(request);
  if (!reply.entitled || !reply.token) throw createAppError('unauthorized', { details: { mediaId: request.asset.id } });
  return reply.token;
}
