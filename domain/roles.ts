/** A person's roles (spec section 6); a person holds a list of them. */
export const ROLES = ['user', 'composer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The one role comparison (DECISIONS "Identity and roles": roles are always a list). The observed
 * system sometimes stored a bare string; tolerate it so old data cannot crash a screen.
 */
export function hasRole(roles: readonly string[] | string | null | undefined, role: Role): boolean {
  if (typeof roles === 'string') return roles === role;
  return Array.isArray(roles) && roles.includes(role);
}

/** The Spanish names of the roles, as the admin's table and filter show them. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Oyente',
  composer: 'Compositor',
  admin: 'Administrador',
};

/** The one name of a person's roles: the highest they hold; none that is known: null. */
export function roleNameOf(roles: readonly string[] | string | null | undefined): string | null {
  if (hasRole(roles, 'admin')) return ROLE_LABELS.admin;
  if (hasRole(roles, 'composer')) return ROLE_LABELS.composer;
  if (hasRole(roles, 'user')) return ROLE_LABELS.user;
  return null;
}
