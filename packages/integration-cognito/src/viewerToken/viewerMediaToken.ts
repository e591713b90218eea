import type { FetchLike, MediaTokenRequest } from '@ott/common';
import { CognitoApiClient } from '../api/CognitoApiClient';
import { mediaTokenFor } from '../services/CognitoEntitlementService';

/**
 * The signed media token for a viewer who holds our viewer jwt instead of an account (001 §7.7
 * `POST {entitlementUrl}/entitlement` with `provider: 'viewer-token'`): entitled for free and AVOD
 * media; otherwise "Unauthorized".
 */
export function viewerMediaToken(entitlementUrl: string, viewerJwt: string, { mediaId, drmPolicyId, params }: MediaTokenRequest, fetch?: FetchLike): Promise<string> {
  const api = new CognitoApiClient({ apiUrl: entitlementUrl, entitlementUrl, fetch });
  return mediaTokenFor(api, { provider: 'viewer-token', token: viewerJwt, asset: { id: mediaId, drmPolicyId, params } });
}
