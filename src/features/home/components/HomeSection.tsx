import { Alert, Text, Title } from '@mantine/core';
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
  /** The row while it loads (a PlaceholderRow of the row's cards). */
  placeholder: ReactNode;
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
  placeholder,
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
        // The words sit over the placeholders, not above them: the row loading is exactly as
        // tall as the row loaded, so nothing below it moves when the answer arrives.
        <div className={classes.pending}>
          <Text role="status" size="sm" c="dimmed" className={classes.loading}>
            {texts.loading}
          </Text>
          {placeholder}
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
