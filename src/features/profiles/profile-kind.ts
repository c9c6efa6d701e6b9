import { PROFILE_TEXTS } from '../../../domain/profile-texts';
import { hasRole, roleNameOf } from '../../../domain/roles';

export type ProfileVariant = 'composer' | 'user';
export type ProfileKind =
  | ProfileVariant
  | typeof PROFILE_TEXTS.roleUnknown
  | typeof PROFILE_TEXTS.roleMissing;

/**
 * Spec section 6: composers and admins have the composer profile, listeners the user profile; any
 * other role is 'Rol no reconocido', none at all 'Rol no disponible'.
 */
export function profileKindOf(roles: readonly string[] | string | null | undefined): ProfileKind {
  if (hasRole(roles, 'composer') || hasRole(roles, 'admin')) return 'composer';
  if (hasRole(roles, 'user')) return 'user';
  const none = roles === null || roles === undefined || roles.length === 0;
  return none ? PROFILE_TEXTS.roleMissing : PROFILE_TEXTS.roleUnknown;
}

export function isVariant(kind: ProfileKind): kind is ProfileVariant {
  return kind === 'composer' || kind === 'user';
}

export function profilePath(variant: ProfileVariant, userId: number): string {
  return variant === 'composer' ? `/ComposerPerfil/${userId}` : `/UserPerfil/${userId}`;
}

export function editorPath(variant: ProfileVariant, userId: number): string {
  return variant === 'composer' ? `/EditPerfil/${userId}` : `/EditPerfilUser/${userId}`;
}

/** Spanish name of the role shown under the person's name. */
export function roleLabel(roles: readonly string[]): string {
  return roleNameOf(roles) ?? profileKindOf(roles);
}
