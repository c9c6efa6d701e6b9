import { Button, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ListStatus } from '../../../components/lists/ListStatus';
import { ErrorList } from '../../auth/components/ErrorList';
import { type AdminListOptions, useAdminList } from '../use-admin-list';
import { AdminPager } from './AdminPager';
import { type AdminColumn, AdminTable } from './AdminTable';
import { ConfirmDelete } from './ConfirmDelete';

export interface AdminListTabProps {
  page: number;
  onPage: (page: number) => void;
}

/** The texts that tell one admin list from the other. */
export interface AdminListTexts {
  table: string;
  pager: string;
  empty: string;
  deleteTitle: string;
  deleteQuestion: string;
}

export interface AdminListViewProps<T> extends AdminListOptions<T> {
  texts: AdminListTexts;
  columns: readonly AdminColumn<T>[];
  /** The row's name in the buttons' accessible names and in the confirmation. */
  nameOf: (row: T) => string;
  /** The edit screen's link, rendered as the 'Editar' button's root. */
  editLink: (row: T, props: Record<string, unknown>) => ReactNode;
  /** Buttons between 'Editar' and 'Eliminar'. */
  moreActions?: (row: T) => ReactNode;
  /** Rows the admin may not delete from here get no 'Eliminar' button. */
  canDelete?: (row: T) => boolean;
  /** A confirmation of its own (a person's account); the spec's question otherwise. */
  renderConfirm?: (props: {
    row: T | null;
    onConfirm: () => void;
    onCancel: () => void;
  }) => ReactNode;
}

/**
 * One admin tab (spec section 2): its table of 4 rows a page with 'Anterior'/'Siguiente', the
 * deletion after the spec's question, and the errors of a failed deletion.
 */
export function AdminListView<T>({
  texts,
  columns,
  nameOf,
  editLink,
  moreActions,
  canDelete = () => true,
  renderConfirm,
  ...options
}: AdminListViewProps<T>) {
  const list = useAdminList<T>(options);
  const { query } = list;
  const { page, onPage, idOf } = options;

  return (
    <>
      <ErrorList errors={list.errors} onExpire={list.clearErrors} />
      {query.status !== 'success' ? (
        <ListStatus status={query.status} error={query.error} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{texts.empty}</Text>
      ) : (
        <AdminTable
          label={texts.table}
          columns={columns}
          rows={query.data.items}
          rowKey={idOf}
          firstNumber={list.firstNumber}
          actions={(row) => (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={`Editar ${nameOf(row)}`}
                renderRoot={(props) => editLink(row, props)}
              >
                Editar
              </Button>
              {moreActions?.(row)}
              {canDelete(row) && (
                <Button
                  size="xs"
                  variant="light"
                  color="tamboraRed"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={`Eliminar ${nameOf(row)}`}
                  disabled={list.removing}
                  onClick={() => list.ask(row)}
                >
                  Eliminar
                </Button>
              )}
            </>
          )}
        />
      )}
      {query.data && (
        <AdminPager page={page} pages={list.pages} onPage={onPage} label={texts.pager} />
      )}
      {renderConfirm ? (
        renderConfirm({ row: list.asking, onConfirm: list.confirm, onCancel: list.cancel })
      ) : (
        <ConfirmDelete
          title={texts.deleteTitle}
          question={texts.deleteQuestion}
          name={list.asking === null ? null : nameOf(list.asking)}
          onConfirm={list.confirm}
          onCancel={list.cancel}
        />
      )}
    </>
  );
}
