/**
 * The onboarding paths of spec section 4: 'usuario' and 'artista' walk different routes through
 * the same three steps. One table so every screen agrees on where the next step is.
 */
export type OnboardingVariant = 'user' | 'composer';

export const ONBOARDING_FLOW = {
  user: {
    role: 'user',
    general: '/FormGeneralInfoUser',
    personal: '/FormPersonalInfoUser',
    terms: '/FormTermsCon',
    done: '/',
  },
  composer: {
    role: 'composer',
    general: '/FormGeneralInfo',
    personal: '/FormPersonalInfo',
    terms: '/FormTermsCon',
    done: '/FormFirstSong',
  },
} as const;

/**
 * 'Atrás' on the terms page goes to the step before them. The spec sent it to /FormFirstSong, which
 * let a creator publish without ever ticking the box; the terms come first (docs/product.md "Terms of use").
 */
export function termsBackPath(variant: OnboardingVariant): string {
  return ONBOARDING_FLOW[variant].personal;
}

/** The three steps of the composer's progress indicator (spec section 2). */
export const ONBOARDING_STEPS = [
  'Información general',
  'Información personal',
  'Términos y condiciones',
] as const;

/**
 * A message the person must be able to read before the flow moves on ('Cédula o documento
 * inválido', 'Has aceptado los términos y condiciones.') stays this long on screen.
 */
export const MESSAGE_BEFORE_NEXT_STEP_MS = 1500;
