import { Alert, List } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** A failed save: the server's list of errors, or one message. Announced as it appears. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      role="alert"
      color="tamboraRed"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      styles={{ message: { color: 'var(--tb-red-text)' } }}
    >
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm" c="var(--tb-red-text)">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** A success the person should read before the flow moves on. */
export function FormSuccess({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      role="status"
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      // Mantine's green-9 is 3.8:1 on the light green background; this green is above 8:1.
      styles={{ message: { color: 'var(--tb-success-text)' } }}
    >
      {message}
    </Alert>
  );
}
