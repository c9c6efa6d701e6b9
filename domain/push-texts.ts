/**
 * The texts of push notices a person meets (docs/product.md "Seguir y Novedades", Avisos en este
 * dispositivo), without zod: screens and the service worker import these cheaply.
 */
export const PUSH_TEXTS = {
  deviceSwitch: 'Recibir avisos en este dispositivo',
  deviceSwitchHint: 'Canciones nuevas de quienes sigue, aunque Tambora esté cerrada.',
  offer: '¿Quiere enterarse en este dispositivo cuando publique algo nuevo?',
  offerAccept: 'Recibir avisos',
  offerDecline: 'Ahora no',
  denied: 'El navegador tiene bloqueados los avisos de Tambora. Permítalos en sus ajustes.',
  unsupported: 'Este navegador no puede recibir avisos.',
  installFirst:
    'Para recibir avisos en un iPhone o iPad, añada Tambora a la pantalla de inicio (Compartir → Añadir a pantalla de inicio) y ábrala desde allí.',
  failed: 'No se pudieron activar los avisos. Intente de nuevo.',
  offline: 'Necesita conexión para activar o desactivar los avisos.',
  badEndpoint: 'La suscripción debe usar una dirección https del servicio de avisos.',
  badKeys: 'Las claves de la suscripción no tienen el tamaño correcto.',
  tooManyDevices:
    'Ya recibe avisos en 10 dispositivos, el máximo. Desactívelos en otro para recibirlos en este.',
  releaseTitle: (creator: string) => `${creator} publicó una canción`,
} as const;
