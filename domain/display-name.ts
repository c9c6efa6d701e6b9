export interface NameParts {
  nickname?: string | null;
  name?: string | null;
  lastName?: string | null;
}

/** Spec section 9: nickname, else name plus lastName, else whichever exists, else 'Desconocido'. */
export function displayName({ nickname, name, lastName }: NameParts): string {
  const nick = nickname?.trim();
  if (nick) return nick;
  const first = name?.trim();
  const last = lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return first || last || 'Desconocido';
}
