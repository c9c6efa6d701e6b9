/**
 * GET /terms: the terms in force, for any client; POST /terms/acceptances: a signed-in person
 * accepts them.
 */
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

export const termsSchema = z.object({
  /** What POST /terms/acceptances takes: versions are named by the day they took effect. */
  version: z.string(),
  /** The day this version took effect (YYYY-MM-DD). */
  date: z.iso.date(),
  /** The clauses as the app shows them at /FormTermsCon, in order. */
  clauses: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type Terms = z.infer<typeof termsSchema>;
