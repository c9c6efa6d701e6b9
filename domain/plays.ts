/** POST /plays (issue 17 point 7); the rule and the words are in play-counts.ts. */
import { z } from 'zod';

export const playBodySchema = z.object({
  song_id: z.coerce.number().int().min(1).max(2_147_483_647),
  listen_id: z.uuid(),
});
export type PlayBody = z.infer<typeof playBodySchema>;

export const playResultSchema = z.object({
  /** False when this listen had already been counted (a replay). */
  counted: z.boolean(),
  /** The song's plays after this one. */
  plays: z.number().int(),
});
export type PlayResult = z.infer<typeof playResultSchema>;
