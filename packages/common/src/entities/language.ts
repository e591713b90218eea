import { z } from '../zod';

/** A language the site offers: its code (e.g. "en") and its name as shown in the language menu. */
export const languageSchema = z.object({
  code: z.string().check(z.minLength(2)),
  displayName: z.string().check(z.minLength(1)),
});
export type Language = z.infer<typeof languageSchema>;
