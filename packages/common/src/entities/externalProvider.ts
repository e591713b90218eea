import { z } from '../zod';
import { optionalField } from './schemaHelpers';

/**
 * An external library-login provider (spec 000 §3 "External provider: name, url, icon"): its own
 * module so that the config schema can list them without loading the account entities.
 */
export const externalProviderSchema = z.object({
  name: z.string(),
  url: z.string(),
  icon: optionalField(z.string()),
});
export type ExternalProvider = z.infer<typeof externalProviderSchema>;
