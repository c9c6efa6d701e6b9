/** POST /terms/acceptances: a signed-in person accepts the terms in force. */
import { z } from 'zod';

export const termsAcceptanceBodySchema = z
  .object({
    /** The version the person read; the server refuses any other than the one in force. */
    version: z.string().trim().min(1).max(40),
  })
  .strict();
export type TermsAcceptanceBody = z.infer<typeof termsAcceptanceBodySchema>;

export const termsAcceptanceSchema = z.object({
  version: z.string(),
  /** When the person first accepted this version (ISO 8601); a repeat keeps the first time. */
  accepted_at: z.string(),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;
