/** ADMIN_EMAIL/ADMIN_PASSWORD at start (docs/deploy.md). */
import type { Orm } from '../../db/database';
import { hashPassword, verifyPassword } from './passwords';
import { createAccount, findCredentialsByEmail, updateCredentials } from './repository';

export type AdminOutcome = 'created' | 'promoted' | 'password_updated' | 'unchanged';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: creates that admin, or gives the existing account the admin
 * role. The configured password is made to work, since that is what the operator will type.
 */
export async function ensureAdmin(
  orm: Orm,
  email: string,
  password: string,
): Promise<AdminOutcome> {
  const existing = await findCredentialsByEmail(orm, email);

  if (!existing) {
    const passwordHash = await hashPassword(password);
    await orm.transaction((tx) =>
      createAccount(tx, {
        email,
        passwordHash,
        roles: ['admin'],
        emailVerifiedAt: new Date(),
        profile: { nickname: 'Administración' },
      }),
    );
    return 'created';
  }

  const needsRole = !existing.roles.includes('admin');
  const needsPassword =
    !existing.passwordHash || !(await verifyPassword(existing.passwordHash, password));
  if (!needsRole && !needsPassword) return 'unchanged';
  await updateCredentials(orm, existing.id, {
    roles: needsRole ? [...existing.roles, 'admin'] : existing.roles,
    ...(needsPassword ? { passwordHash: await hashPassword(password) } : {}),
  });
  return needsRole ? 'promoted' : 'password_updated';
}
