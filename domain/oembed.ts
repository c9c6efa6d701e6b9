/**
 * GET /oembed (docs/product.md "Insertar"): what a CMS (WordPress, Discourse, Notion…) asks for a
 * pasted Tambora link, and the `rich` answer with the embedded player's iframe.
 */
import { z } from 'zod';

export const OEMBED_TEXTS = {
  badUrl:
    'La dirección no es una página de Tambora (una canción, un álbum, una playlist o un perfil).',
  notPublic: 'No hay nada público en esa dirección.',
  onlyJson: 'Solo se responde en JSON (format=json).',
} as const;

const sizeSchema = z.coerce
  .number({ error: 'El tamaño debe ser un número entero.' })
  .int('El tamaño debe ser un número entero.')
  .min(1)
  .max(4000);

export const oembedQuerySchema = z.object({
  url: z
    .string({ error: OEMBED_TEXTS.badUrl })
    .min(1, OEMBED_TEXTS.badUrl)
    .max(2048, OEMBED_TEXTS.badUrl),
  format: z.string().max(10).optional(),
  maxwidth: sizeSchema.optional(),
  maxheight: sizeSchema.optional(),
});
export type OembedQuery = z.infer<typeof oembedQuerySchema>;

export const oembedSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string().optional(),
  author_url: z.string().optional(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int(),
  thumbnail_height: z.number().int(),
  cache_age: z.number().int(),
});
export type Oembed = z.infer<typeof oembedSchema>;
