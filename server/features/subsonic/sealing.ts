/**
 * The key app passwords are sealed with (docs/architecture.md "Subsonic API"): SUBSONIC_SECRET
 * when set, else made at the first start and kept in subsonic_keys, so every process and every
 * restart opens what another sealed. Sealing is AES-256-GCM: a token sign-in needs the password
 * itself (md5 of it and a salt), so it cannot be kept as a one-way hash.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Orm } from '../../db/database';
import { subsonicKeys } from '../../db/schema';

export interface Sealer {
  seal(plain: string): string;
  /** The plain text, or null when `sealed` was not sealed with this key. */
  open(sealed: string): string | null;
}

export function sealerOf(secret: string): Sealer {
  const key = createHash('sha256').update(`tambora-app-passwords:${secret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

async function loadSecret(orm: Orm, config: Pick<Config, 'subsonicSecret'>): Promise<string> {
  if (config.subsonicSecret) return config.subsonicSecret;
  // Two processes starting at once both try; the first row wins and both read it.
  await orm
    .insert(subsonicKeys)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await orm
    .select({ secret: subsonicKeys.secret })
    .from(subsonicKeys)
    .where(eq(subsonicKeys.id, 1));
  return row.secret;
}

/** The sealer, made once per process on first use. */
export function sealerOnce(
  orm: Orm,
  config: Pick<Config, 'subsonicSecret'>,
): () => Promise<Sealer> {
  let sealer: Promise<Sealer> | null = null;
  return () => {
    sealer ??= loadSecret(orm, config)
      .then(sealerOf)
      .catch((error) => {
        sealer = null;
        throw error;
      });
    return sealer;
  };
}
