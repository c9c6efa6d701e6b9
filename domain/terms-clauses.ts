/**
 * The eight clauses of /FormTermsCon (spec section 2), with the company and country DECISIONS
 * puts in the spec's placeholders.
 */
export const TERMS_COMPANY = 'Tambora';
export const TERMS_COUNTRY = 'República Dominicana';

export interface TermsClause {
  title: string;
  text: string;
}

export const TERMS_CLAUSES: readonly TermsClause[] = [
  {
    title: 'Aceptación',
    text: `Al crear una cuenta y usar la plataforma de ${TERMS_COMPANY} aceptas estos términos y condiciones. Si no estás de acuerdo con ellos, no debes usar el servicio.`,
  },
  {
    title: 'El servicio',
    text: `${TERMS_COMPANY} permite escuchar, descubrir y compartir música del repertorio dominicano. Los oyentes pueden reproducir canciones, darles me gusta y organizar su biblioteca; los artistas pueden publicar sus composiciones y crear playlists.`,
  },
  {
    title: 'Tu cuenta',
    text: 'Debes dar datos verdaderos y mantenerlos al día. Eres responsable de guardar tu contraseña y de todo lo que se haga con tu cuenta. Avísanos de inmediato si crees que alguien la está usando sin tu permiso.',
  },
  {
    title: 'Contenido que publicas',
    text: 'Solo puedes subir canciones, letras e imágenes de las que seas autor o para las que tengas autorización de sus titulares. Al publicarlas declaras que no infringen derechos de terceros y que los datos de autoría y de registro que indicas son correctos.',
  },
  {
    title: 'Licencia de uso',
    text: `Conservas todos los derechos sobre tus obras. Nos concedes una licencia gratuita, no exclusiva y revocable para almacenarlas, reproducirlas y mostrarlas dentro de la plataforma mientras estén publicadas. Puedes retirarlas o cambiar su visibilidad en cualquier momento.`,
  },
  {
    title: 'Conducta',
    text: 'No está permitido publicar contenido ilegal, ofensivo o que incite al odio, suplantar a otras personas, ni intentar acceder a cuentas o datos ajenos o alterar el funcionamiento del servicio. Podemos retirar contenido y suspender cuentas que incumplan estas reglas.',
  },
  {
    title: 'Datos personales',
    text: `Tratamos tus datos personales, incluida tu cédula o documento de identidad, solo para gestionar tu cuenta, verificar tu identidad y prestar el servicio, conforme a la legislación de la ${TERMS_COUNTRY}. No los vendemos a terceros. Puedes pedir que los corrijamos o eliminemos borrando tu cuenta.`,
  },
  {
    title: 'Cambios y ley aplicable',
    text: `Podemos actualizar estos términos; te avisaremos de los cambios importantes dentro de la plataforma. Estos términos se rigen por las leyes de la ${TERMS_COUNTRY}, y cualquier controversia se someterá a sus tribunales competentes.`,
  },
];
