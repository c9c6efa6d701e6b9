/**
 * Profile and creator texts and rules a person meets, without zod: the profile screens import
 * these cheaply, and the server uses the same words and the same link rule.
 */
import { SOCIAL_NETWORKS, type SocialNetwork } from './genres';

export const PROFILE_TEXTS = {
  // Spec sections 2 and 8, exactly.
  loading: 'Cargando...',
  notFound: 'Usuario no encontrado',
  unknownName: 'Desconocido',
  noImage: 'No hay imagen para mostrar.',
  roleUnknown: 'Rol no reconocido',
  roleMissing: 'Rol no disponible',
  // The spec names the rule (a validated URL) without its words.
  linkInvalid: 'El enlace debe ser una URL http(s) válida',
  linkRequired: 'Escriba el enlace de la red social',
  networkRequired: 'Elija la red social',
  /** A banner or avatar named in PUT /users that is not a free upload of the caller. */
  imageUploadUnknown:
    'La imagen no es una subida suya disponible. Vuelva a subir la imagen e intente de nuevo.',
  saved: 'Perfil actualizado',
  bannerSaved: 'Portada actualizada',
  avatarSaved: 'Foto de perfil actualizada',
  saveFailed: 'Error actualizando los datos del usuario',
  imageFailed: 'No se pudo cambiar la imagen. Intente de nuevo.',
} as const;

/** Spec section 8 creator texts. */
export const CREATOR_TEXTS = {
  loading: 'Cargando compositores...',
  empty: 'No hay compositores disponibles.',
  error: 'Hubo un problema al cargar los creadores.',
  more: 'Mostrar más',
} as const;

/** Spec section 9: the creator list shows 3 at first and 3 more each time. */
export const CREATORS_PAGE_SIZE = 3;

/**
 * Only absolute http(s) addresses with a host become links: `javascript:`, `data:` and bare words
 * are refused (DECISIONS "Security": the server checks the same rule).
 */
export function isHttpUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isSocialNetwork(value: string): value is SocialNetwork {
  return (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

export interface SocialLink {
  network: string;
  link: string;
  /** True when the link may be rendered as a link (http(s) only). */
  safe: boolean;
}

/** The parallel lists of a profile (spec section 3) as rows; a row without its link is dropped. */
export function socialLinksOf(profile: {
  social_network_selected: readonly string[];
  social_network_link: readonly string[];
}): SocialLink[] {
  return profile.social_network_selected.flatMap((network, index) => {
    const link = profile.social_network_link[index]?.trim() ?? '';
    return link ? [{ network, link, safe: isHttpUrl(link) }] : [];
  });
}
