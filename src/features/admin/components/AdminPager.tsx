import { Button, Text } from '@mantine/core';
import classes from './AdminPage.module.css';

export interface AdminPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation, e.g. 'Páginas de canciones'. */
  label: string;
}

/** Spec section 2: 'Anterior' and 'Siguiente' under an admin table. */
export function AdminPager({ page, pages, onPage, label }: AdminPagerProps) {
  return (
    <nav aria-label={label} className={classes.pager}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <Text size="sm" aria-live="polite">
        Página {page} de {pages}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
