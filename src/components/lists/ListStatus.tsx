import { Alert, Loader, Text } from '@mantine/core';
import { errorText } from '../../lib/api-errors';
import classes from './CardList.module.css';

export interface ListStatusProps {
  status: 'pending' | 'error' | 'success';
  error: unknown;
}

/** The spec's list states (section 9): 'Loading...' while pending, 'Error: {message}' on failure. */
export function ListStatus({ status, error }: ListStatusProps) {
  if (status === 'pending') {
    return (
      <div role="status" className={classes.state}>
        <Loader size="sm" aria-hidden />
        <Text>Loading...</Text>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        role="alert"
        color="tamboraRed"
        variant="light"
        styles={{ message: { color: 'var(--tb-red-text)' } }}
      >
        {`Error: ${errorText(error)}`}
      </Alert>
    );
  }
  return null;
}
