import { deviceLoginRedirectUrl, QUERY_PARAMS } from '@ott/common';
import { Navigate, useSearchParams } from 'react-router';

/**
 * The device-login link a TV shows (`/activate?code=…`, spec 000 §2 "login-device redirect"): the
 * home page with the login-device overlay, carrying the code when the link has one.
 */
export default function DeviceLoginRedirect() {
  const [query] = useSearchParams();
  return <Navigate replace to={deviceLoginRedirectUrl(query.get(QUERY_PARAMS.deviceCode)?.trim() || undefined)} />;
}
