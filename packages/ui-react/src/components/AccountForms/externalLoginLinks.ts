import { externalLoginUrl, type ExternalProvider } from '@ott/common';

export interface ExternalLoginLink {
  name: string;
  icon?: string;
  href: string;
}

/** The config's providers as links that bring the viewer back to `returnUrl`; a provider without a usable url is left out. */
export function externalLoginLinks(providers: readonly ExternalProvider[] | null | undefined, returnUrl: string): ExternalLoginLink[] {
  return (providers ?? []).flatMap((provider) => {
    const href = externalLoginUrl(provider, returnUrl);
    return href && provider.name.trim() ? [{ name: provider.name.trim(), icon: provider.icon ?? undefined, href }] : [];
  });
}
