import { Alert, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './HomeSection.module.css';

export interface SectionTexts {
  loading: string;
  empty: string;
  error: (message: string) => string;
}

export interface HomeSectionProps {
  id: string;
  title: string;
  texts: SectionTexts;
  status: 'pending' | 'error' | 'success';
  errorMessage?: string;
  isEmpty: boolean;
  /** How many placeholder cards to draw while loading (the row's size). */
  placeholders: number;
  round?: boolean;
  /** A 'Ver más' link to the row's full list. */
  moreLink?: ReactNode;
  children: ReactNode;
}

/** A titled home row with its loading, error and empty states. */
export function HomeSection({
  id,
  title,
  texts,
  status,
  errorMessage = '',
  isEmpty,
  placeholders,
  round = false,
  moreLink,
  children,
}: HomeSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <div className={classes.heading}>
        <Title order={2} id={headingId} className={classes.title}>
          {title}
        </Title>
        {moreLink}
      </div>
      {status === 'pending' && (
        <div role="status" aria-busy="true">
          <Text size="sm" c="dimmed" mb="xs">
            {texts.loading}
          </Text>
          <div className={classes.skeletons} aria-hidden>
            {Array.from({ length: Math.min(placeholders, 6) }, (_, index) => (
              <Skeleton
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                key={index}
                className={classes.skeleton}
                circle={round}
                radius={round ? undefined : 'md'}
              />
            ))}
          </div>
        </div>
      )}
      {status === 'error' && (
        <Alert color="tamboraRed" variant="light" role="alert">
          {texts.error(errorMessage)}
        </Alert>
      )}
      {status === 'success' &&
        (isEmpty ? (
          <Text c="dimmed" size="sm">
            {texts.empty}
          </Text>
        ) : (
          children
        ))}
    </section>
  );
}
