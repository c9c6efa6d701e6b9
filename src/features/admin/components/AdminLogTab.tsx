import { Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ModerationEntry } from '../../../../domain/moderation';
import { MODERATION_ACTION_LABELS } from '../../../../domain/moderation-texts';
import { ListStatus } from '../../../components/lists/ListStatus';
import { offsetOf, pageCount } from '../../../components/lists/paging';
import { ADMIN_PEOPLE_PER_PAGE, adminKeys, fetchModerationLog } from '../api';
import { MODERATION_UI_TEXTS as TEXTS } from '../texts';
import type { AdminListTabProps } from './AdminListView';
import { AdminPager } from './AdminPager';
import { type AdminColumn, AdminTable } from './AdminTable';

const WHEN = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: readonly AdminColumn<ModerationEntry>[] = [
  {
    header: TEXTS.when,
    cell: (entry) => <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>,
  },
  { header: TEXTS.who, cell: (entry) => entry.actor_name },
  { header: TEXTS.what, cell: (entry) => MODERATION_ACTION_LABELS[entry.action] },
  { header: TEXTS.whom, cell: (entry) => entry.target_name },
  { header: TEXTS.detail, cell: (entry) => entry.detail ?? '—' },
];

/** 'Registro': who did what to whom and when, newest first, 20 a page. */
export function AdminLogTab({ page, onPage }: AdminListTabProps) {
  const params = { limit: ADMIN_PEOPLE_PER_PAGE, offset: offsetOf(page, ADMIN_PEOPLE_PER_PAGE) };
  const query = useQuery({
    queryKey: [...adminKeys.log, params],
    queryFn: () => fetchModerationLog(params),
    placeholderData: keepPreviousData,
  });
  if (query.status !== 'success') return <ListStatus status={query.status} error={query.error} />;
  if (query.data.items.length === 0) return <Text c="dimmed">{TEXTS.noEntries}</Text>;
  return (
    <>
      <AdminTable
        label={TEXTS.logTable}
        columns={COLUMNS}
        rows={query.data.items}
        rowKey={(entry) => entry.id}
        firstNumber={params.offset + 1}
      />
      <AdminPager
        page={page}
        pages={pageCount(query.data.total, ADMIN_PEOPLE_PER_PAGE)}
        onPage={onPage}
        label={TEXTS.logPager}
      />
    </>
  );
}
