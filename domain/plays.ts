/** POST /plays; the rule and the words are in play-counts.ts. */
import { z } from 'zod';
import { idFieldSchema } from './id-schemas';
import { PLAY_SOURCES } from './play-sources';

export const playBodySchema = z.object({
  song_id: idFieldSchema,
  listen_id: z.uuid(),
  /** Where the listen started (the creator studio). */
  source: z.enum(PLAY_SOURCES).optional(),
  /** When it counted, for a listen sent later (offline): it counts on that day. */
  played_at: z.iso.datetime({ offset: true }).optional(),
  /** It went past half the song; sent again with the same id once it does. */
  past_half: z.boolean().optional(),
  /** An embedded player's: the host of the page it sat on (docs/product.md "Insertar"). */
  embed_host: z
    .string()
    .max(260)
    .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i, 'El sitio del reproductor insertado no es válido.')
    .optional(),
});
export type PlayBody = z.infer<typeof playBodySchema>;

export const playResultSchema = z.object({
  /** False when this listen had already been counted (a replay). */
  counted: z.boolean(),
  /** The song's plays after this one. */
  plays: z.number().int(),
});
export type PlayResult = z.infer<typeof playResultSchema>;
