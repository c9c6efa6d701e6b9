import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AuthCard.module.css';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame every account screen shares: one centred card, a heading, a short explanation. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <div className={classes.page}>
      <Paper
        withBorder
        shadow="sm"
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        className={classes.card}
      >
        <Stack gap="md">
          <Title order={1} size="h2" c="var(--tb-accent)">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
