import { isConfiguredId, type Config } from '@ott/common';

/** The offers that make the site SVOD (`monthlyOffer`, `yearlyOffer`), in that order, without blanks. */
export function configuredOfferIds(config: Pick<Config, 'integrations'>): string[] {
  const cleeng = config.integrations.cleeng;
  return [cleeng?.monthlyOffer, cleeng?.yearlyOffer].filter((id): id is string => typeof id === 'string' && isConfiguredId(id)).map((id) => id.trim());
}
