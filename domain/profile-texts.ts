/**
 * Profile and creator texts and rules a person meets, without zod: the profile screens import
 * these cheaply, and the server uses the same words and the same link rule.
 */
import { SOCIAL_NETWORKS, type SocialNetwork } from './social-networks';

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
 * What a profile shows to whom, said the same on every screen that asks for it
 * (DECISIONS "Accounts and privacy": the phone reaches signed-in people, the email and the cédula
 * only the owner and admins).
 */
export const PRIVACY_TEXTS = {
  ownProfile:
    'En tu perfil público se ven tu nombre, tu apodo, tus instrumentos, tu biografía y tus redes. Tu teléfono solo lo ven quienes han iniciado sesión; tu correo y tu cédula, solo tú y los administradores.',
  someoneElsesProfile:
    'En el perfil público de esta persona se ven su nombre, su apodo, sus instrumentos, su biografía y sus redes. Su teléfono solo lo ven quienes han iniciado sesión; su correo y su cédula, solo ella y los administradores.',
  personalInfo:
    'Tu cédula no se muestra en tu perfil: solo la ves tú (y los administradores). Tu teléfono solo lo ven quienes han iniciado sesión.',
} as const;

/**
 * 'instagram.com/x' → 'https://instagram.com/x': an address typed without its
 * scheme is completed rather than refused. Anything with a scheme stays as typed, so
 * `javascript:` is still refused by isHttpUrl.
 */
export function completeLink(value: string): string {
  const text = value.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  if (text.startsWith('//')) return `https:${text}`;
  return /^[^\s/.]+(\.[^\s/.]+)+(\/|$)/.test(text) ? `https://${text}` : text;
}

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
