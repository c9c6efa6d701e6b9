import { Alert } from '@mantine/core';
import { SEARCH_TEXTS } from '../../../../domain/search-terms';

/** Spec section 8: 'Error al realizar la búsqueda'. */
export function SearchError() {
  return (
    <Alert
      role="alert"
      color="tamboraRed"
      variant="light"
      styles={{ message: { color: 'var(--tb-red-text)' } }}
    >
      {SEARCH_TEXTS.searchFailed}
    </Alert>
  );
}
