import type { SessionUser } from '../../../domain/api';
import { hasRole } from '../../../domain/roles';

/** Spec section 8 role texts, for data with an unknown role or none. */
export const ROLE_UNKNOWN = 'Rol no reconocido';
export const ROLE_MISSING = 'Rol no disponible';

export type ProfileLink = { href: string } | { problem: typeof ROLE_UNKNOWN | typeof ROLE_MISSING };

type ProfileKind = 'composer' | 'user' | typeof ROLE_UNKNOWN | typeof ROLE_MISSING;

/** Spec section 6: composers and admins have the composer profile, listeners the user one. */
function profileKind(user: SessionUser): ProfileKind {
  const roles = user.roles;
  if (hasRole(roles, 'composer') || hasRole(roles, 'admin')) return 'composer';
  if (hasRole(roles, 'user')) return 'user';
  const none =
    roles === null || roles === undefined || (Array.isArray(roles) && roles.length === 0);
  return none ? ROLE_MISSING : ROLE_UNKNOWN;
}

/** 'Mi Perfil': /ComposerPerfil/{id} or /UserPerfil/{id}. */
export function ownProfileLink(user: SessionUser): ProfileLink {
  const kind = profileKind(user);
  if (kind === 'composer') return { href: `/ComposerPerfil/${user.credentials_id}` };
  if (kind === 'user') return { href: `/UserPerfil/${user.credentials_id}` };
  return { problem: kind };
}

/** 'Editar Perfil': /EditPerfil/{id} or /EditPerfilUser/{id}. */
export function editProfileLink(user: SessionUser): ProfileLink {
  const kind = profileKind(user);
  if (kind === 'composer') return { href: `/EditPerfil/${user.credentials_id}` };
  if (kind === 'user') return { href: `/EditPerfilUser/${user.credentials_id}` };
  return { problem: kind };
}
