import type { Role } from './genres';

/**
 * The one role comparison (DECISIONS "Identity and roles": roles are always a list). The observed
 * system sometimes stored a bare string; tolerate it so old data cannot crash a screen.
 */
export function hasRole(roles: readonly string[] | string | null | undefined, role: Role): boolean {
  if (typeof roles === 'string') return roles === role;
  return Array.isArray(roles) && roles.includes(role);
}
