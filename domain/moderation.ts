/**
 * Admins moderate people and songs: suspension, the audit log the admins read,
 * and the notices a creator's devices fetch when an admin hid or removed one of their songs.
 * The shapes are here; the Spanish words are in moderation-texts.ts (no zod, for first-visit code).
 */
import { z } from 'zod';
import { queryIntSchema } from './id-schemas';
import { MAX_REASON_LENGTH, MODERATION_ACTIONS, NOTICE_KINDS } from './moderation-texts';

export * from './moderation-texts';

const reasonSchema = z.string().trim().min(1).max(MAX_REASON_LENGTH);

export const suspensionBodySchema = z.object({ reason: reasonSchema.optional() }).strict();
export type SuspensionBody = z.infer<typeof suspensionBodySchema>;

export const suspensionSchema = z.object({
  user_id: z.number().int(),
  suspended: z.boolean(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** DELETE /songs/{id}?reason=…: why an admin removed someone else's song. */
export const songDeletionQuerySchema = z.object({ reason: reasonSchema.optional() });

export const moderationEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  target_user_id: z.number().int().nullable(),
  target_name: z.string(),
  detail: z.string().nullable(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

/** GET /notices?after=: this person's notices newer than the last one the device holds. */
export const noticesQuerySchema = z.object({
  after: queryIntSchema(0).default(0),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(NOTICE_KINDS),
  song_title: z.string(),
  reason: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticesSchema = z.object({ items: z.array(noticeSchema) });
