import { ActionIcon, Button, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconInfoCircle,
  IconMessage,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import type { NotificationEntry, NotificationType } from '../../../lib/db';
import { formatFullTime, formatNotificationTime } from '../format-time';
import { TYPE_LABELS } from '../texts';
import classes from './NotificationsPage.module.css';

const ICONS: Record<NotificationType, typeof IconInfoCircle> = {
  message: IconMessage,
  alert: IconAlertTriangle,
  info: IconInfoCircle,
  update: IconRefresh,
};

const COLORS: Record<NotificationType, string> = {
  message: 'tamboraBlue',
  alert: 'tamboraRed',
  info: 'tamboraBlue',
  update: 'teal',
};

export interface NotificationItemProps {
  entry: NotificationEntry & { id: number };
  now: number;
  onMarkRead: (id: number) => void;
  onRemove: (id: number) => void;
}

/** One notification: type, title, description, when, and its two actions. */
export function NotificationItem({ entry, now, onMarkRead, onRemove }: NotificationItemProps) {
  const Icon = ICONS[entry.type];
  const unread = entry.read === 0;
  const titleId = `notificacion-${entry.id}`;
  return (
    <li className={classes.item} data-unread={unread} aria-labelledby={titleId}>
      <ThemeIcon
        className={classes.icon}
        color={COLORS[entry.type]}
        variant="light"
        size="lg"
        radius="xl"
        aria-hidden
      >
        <Icon size={20} />
      </ThemeIcon>
      <div className={classes.body}>
        <div className={classes.meta}>
          <span className={classes.type}>{TYPE_LABELS[entry.type]}</span>
          {unread && <span className={classes.unread}>No leída</span>}
          <time
            className={classes.time}
            dateTime={new Date(entry.time).toISOString()}
            title={formatFullTime(entry.time)}
          >
            {formatNotificationTime(entry.time, now)}
          </time>
        </div>
        <Text component="h2" id={titleId} className={classes.itemTitle} fw={unread ? 700 : 500}>
          {entry.title}
        </Text>
        <Text size="sm" className={classes.description}>
          {entry.description}
        </Text>
      </div>
      <div className={classes.actions}>
        {unread && (
          <Button
            size="compact-sm"
            variant="light"
            color="tamboraBlue"
            leftSection={<IconCheck size={16} aria-hidden />}
            aria-label={`Marcar como leída: ${entry.title}`}
            onClick={() => onMarkRead(entry.id)}
          >
            Marcar como leída
          </Button>
        )}
        <ActionIcon
          variant="subtle"
          color="tamboraRed"
          size="lg"
          aria-label={`Eliminar notificación: ${entry.title}`}
          onClick={() => onRemove(entry.id)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </div>
    </li>
  );
}
