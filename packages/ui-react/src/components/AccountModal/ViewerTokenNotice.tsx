import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { ViewerTokenController } from '@ott/common';
import { useToast } from '../../hooks/useToast';

/**
 * Says so when the token a viewer arrived with (`?token=`, a hash token) was refused, instead of
 * leaving them signed out without a word. Mounted beside the account overlay, on sites with viewer
 * tokens; the account texts load only once there is something to say.
 */
export default function ViewerTokenNotice({ viewerTokens }: { viewerTokens: ViewerTokenController }) {
  const failed = useStore(viewerTokens.state, (state) => state.status === 'failed');
  return failed ? <RefusedTokenToast /> : null;
}

function RefusedTokenToast() {
  const { t } = useTranslation('account');
  const toast = useToast();
  useEffect(() => {
    toast.show(t('login_external.failed'), { variant: 'error' });
  }, [toast, t]);
  return null;
}
