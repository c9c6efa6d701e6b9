import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Page } from '../../../domain/api';
import { offsetOf, pageCount } from '../../components/lists/paging';
import { useErrorList } from '../auth/use-error-list';
import { ADMIN_ROWS_PER_PAGE, type AdminPageParams } from './api';

export interface AdminListOptions<T> {
  /** The list's query key without the page, e.g. ['admin', 'users']. */
  baseKey: readonly unknown[];
  fetchPage: (params: AdminPageParams) => Promise<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  idOf: (row: T) => number;
  remove: (id: number) => Promise<void>;
  /** Spec section 8 text when the server gives none. */
  deleteFallback: string;
  /** Other screens' caches the deletion makes stale. */
  afterRemove?: () => void;
  /** Rows a page: the spec's 4 unless the list says otherwise (people). */
  rowsPerPage?: number;
}

/**
 * One admin table's page (4 rows, spec section 9) and its deletion: after the confirmation the
 * row leaves the list at once (spec section 4), then the page is asked again so the next row
 * moves up. A page left empty by the deletion steps back to the last page there is.
 */
export function useAdminList<T>({
  baseKey,
  fetchPage,
  page,
  onPage,
  idOf,
  remove,
  deleteFallback,
  afterRemove,
  rowsPerPage = ADMIN_ROWS_PER_PAGE,
}: AdminListOptions<T>) {
  const queryClient = useQueryClient();
  const params: AdminPageParams = {
    limit: rowsPerPage,
    offset: offsetOf(page, rowsPerPage),
  };
  const queryKey = [...baseKey, params];
  const query = useQuery({
    queryKey,
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
  });
  const errorList = useErrorList();
  const [asking, setAsking] = useState<T | null>(null);

  const removal = useMutation({
    mutationFn: (row: T) => remove(idOf(row)),
    onMutate: () => errorList.clear(),
    onSuccess: async (_nothing, row) => {
      queryClient.setQueryData<Page<T>>(queryKey, (current) =>
        current
          ? {
              ...current,
              items: current.items.filter((item) => idOf(item) !== idOf(row)),
              total: Math.max(0, current.total - 1),
            }
          : current,
      );
      afterRemove?.();
      await queryClient.invalidateQueries({ queryKey: baseKey });
    },
    onError: (error) => errorList.showError(error, deleteFallback),
  });

  const total = query.data?.total ?? 0;
  const pages = pageCount(total, rowsPerPage);
  const loaded = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (loaded && page > pages) onPage(pages);
  }, [loaded, page, pages, onPage]);

  return {
    query,
    pages,
    firstNumber: params.offset + 1,
    errors: errorList.errors,
    clearErrors: errorList.clear,
    asking,
    ask: (row: T) => setAsking(row),
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking !== null) removal.mutate(asking);
      setAsking(null);
    },
    removing: removal.isPending,
  };
}
