import type { NotificationType } from '../../lib/db';

export type NotificationTab = 'todas' | 'no-leidas' | 'leidas';

export const NOTIFICATION_TABS: readonly { value: NotificationTab; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'no-leidas', label: 'No leídas' },
  { value: 'leidas', label: 'Leídas' },
];

/** Spec section 2 gives the first; the other two say the same for their tab. */
export const EMPTY_TEXTS: Record<NotificationTab, string> = {
  todas: 'Aun no hay notificaciones',
  'no-leidas': 'No tienes notificaciones sin leer',
  leidas: 'Aún no has leído ninguna notificación',
};

export const TYPE_LABELS: Record<NotificationType, string> = {
  message: 'Mensaje',
  alert: 'Alerta',
  info: 'Información',
  update: 'Actualización',
};

export const MARK_ALL_READ = 'Marcar todas como leídas';
