/**
 * Push notices (docs/product.md "Seguir y Novedades", Avisos en este dispositivo): the payloads of
 * GET /push/key, PUT and DELETE /push/subscription, and the message a release sends each device.
 */
import { z } from 'zod';
import { PUSH_TEXTS } from './push-texts';

export { PUSH_TEXTS } from './push-texts';

/** At most this many devices of one person receive notices. */
export const MAX_PUSH_DEVICES = 10;

/** How many bytes a base64url text (padded or not) stands for; null when it is not base64url. */
export function base64urlByteLength(value: string): number | null {
  const bare = value.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  return Math.floor((bare.length * 3) / 4);
}

const keyOfBytes = (bytes: number) =>
  z
    .string()
    .max(200)
    .refine((value) => base64urlByteLength(value) === bytes, PUSH_TEXTS.badKeys);

/** The application server key browsers subscribe with (base64url, a P-256 point). */
export const pushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const endpointSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, PUSH_TEXTS.badEndpoint);

/** PUT /push/subscription: the browser's PushSubscription.toJSON(), its endpoint and keys. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: keyOfBytes(65), auth: keyOfBytes(16) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /push/subscription: this device's endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().max(2048) });

/** What a push carries: a followed creator's new song, enough to show it and open it. */
export const pushMessageSchema = z.object({
  kind: z.literal('release'),
  song_id: z.number().int(),
  title: z.string(),
  creator: z.string(),
  /** The cover's small rendition (a path of this site). */
  cover: z.string(),
  published_at: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
