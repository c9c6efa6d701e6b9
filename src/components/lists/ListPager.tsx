import { Pagination } from '@mantine/core';
import classes from './CardList.module.css';

export interface ListPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** 'Páginas' navigation under a paginated list; nothing when everything fits on one page. */
export function ListPager({ page, pages, onPage }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Páginas" className={classes.pager}>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': 'Página anterior' };
          if (control === 'next') return { 'aria-label': 'Página siguiente' };
          return {};
        }}
        getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
      />
    </nav>
  );
}
