import { Alert, Button, Loader, NativeSelect, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Song } from '../../../../domain/api';
import {
  ADVANCED_SEARCH_HEADING,
  SEARCH_FIELDS,
  SEARCH_LIMITS,
  SEARCH_TEXTS,
  type SearchField,
} from '../../../../domain/search-terms';
import { namesLine } from '../../../../domain/song-card-texts';
import { usePageTitle } from '../../../layout/page-title';
import { useIsPhone } from '../../../lib/breakpoints';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { ADVANCED_PAGE_SIZE, advancedSearchQueryOptions } from '../api';
import { OfflineNote } from '../components/OfflineNote';
import { SearchError } from '../components/SearchError';
import classes from './AdvancedSearchPage.module.css';
import {
  type AdvancedSearchParams,
  type Criteria,
  chooseField,
  criteriaFromParams,
  criteriaTitle,
  hasCriteria,
  paramsFromCriteria,
  type RowIndex,
  setValue,
  toRequest,
} from './criteria';

/** Spec section 2 columns, exactly as written there. */
export const ADVANCED_COLUMNS = [
  'Identificador',
  'Título',
  'Compositores',
  'Intérpretes',
  'Género',
] as const;

const FIELD_OPTIONS = SEARCH_FIELDS.map((field) => ({ value: field.value, label: field.label }));

function CriteriaRowFields({
  row,
  criteria,
  onChange,
}: {
  row: RowIndex;
  criteria: Criteria;
  onChange: (criteria: Criteria) => void;
}) {
  const number = row + 1;
  return (
    <div className={classes.row}>
      <NativeSelect
        label={`Criterio ${number}`}
        data={FIELD_OPTIONS}
        value={criteria[row].field}
        onChange={(event) =>
          onChange(chooseField(criteria, row, event.currentTarget.value as SearchField))
        }
        className={classes.field}
      />
      <TextInput
        label={`Texto del criterio ${number}`}
        value={criteria[row].value}
        maxLength={SEARCH_LIMITS.termMax}
        onChange={(event) => onChange(setValue(criteria, row, event.currentTarget.value))}
        className={classes.value}
      />
    </div>
  );
}

function SongLink({ song }: { song: Song }) {
  return (
    <RouterAnchor href={`/Artist/${song.song_id}`} className={classes.titleLink}>
      {song.title}
    </RouterAnchor>
  );
}

/** The results: a table on wide screens, one card per work on phones. */
function ResultsTable({ songs }: { songs: readonly Song[] }) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <ul className={classes.cards} aria-label="Obras encontradas">
        {songs.map((song) => (
          <li key={song.song_id} className={classes.card}>
            <p className={classes.cardTitle}>
              <SongLink song={song} />
            </p>
            <dl className={classes.facts}>
              <dt>Identificador</dt>
              <dd>{song.tambora_id}</dd>
              <dt>Compositores</dt>
              <dd>{namesLine(song.composers) || '—'}</dd>
              <dt>Intérpretes</dt>
              <dd>{namesLine(song.interpreters) || '—'}</dd>
              <dt>Género</dt>
              <dd>{song.gender}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table aria-label="Obras encontradas" verticalSpacing="sm" highlightOnHover striped>
        <Table.Thead>
          <Table.Tr>
            {ADVANCED_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {songs.map((song) => (
            <Table.Tr key={song.song_id}>
              <Table.Td className={classes.nowrap}>{song.tambora_id}</Table.Td>
              <Table.Td>
                <SongLink song={song} />
              </Table.Td>
              <Table.Td>{namesLine(song.composers) || '—'}</Table.Td>
              <Table.Td>{namesLine(song.interpreters) || '—'}</Table.Td>
              <Table.Td className={classes.nowrap}>{song.gender}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function totalText(total: number, capped: boolean): string {
  if (capped) return `Más de ${total} obras`;
  return total === 1 ? '1 obra' : `${total} obras`;
}

function useAdvancedResults(params: AdvancedSearchParams) {
  const page = params.page ?? 1;
  const request = toRequest(criteriaFromParams(params));
  return useQuery(advancedSearchQueryOptions(request, page));
}

function Results({
  params,
  onSearch,
}: {
  params: AdvancedSearchParams;
  onSearch: (params: AdvancedSearchParams) => void;
}) {
  const page = params.page ?? 1;
  const query = useAdvancedResults(params);
  if (query.status === 'pending') {
    return (
      <div role="status" className={classes.state}>
        <Loader size="sm" aria-hidden />
        <Text>Buscando...</Text>
      </div>
    );
  }
  if (query.status === 'error') return <SearchError />;
  const { data, offline } = query.data;
  const more = data.capped || page * ADVANCED_PAGE_SIZE < data.total;
  return (
    <section aria-labelledby="obras-encontradas" className={classes.results}>
      <Title order={2} id="obras-encontradas" className={classes.resultsTitle}>
        Resultados
      </Title>
      {offline && <OfflineNote />}
      {data.items.length === 0 ? (
        <Text c="dimmed">{SEARCH_TEXTS.noWorks}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {totalText(data.total, data.capped)}
          </Text>
          <ResultsTable songs={data.items} />
        </>
      )}
      {(page > 1 || more) && (
        <nav aria-label="Páginas" className={classes.pager}>
          <Button
            variant="default"
            disabled={page <= 1}
            onClick={() => onSearch({ ...params, page: page - 1 })}
          >
            Anterior
          </Button>
          <Text size="sm">{`Página ${page}`}</Text>
          <Button
            variant="default"
            disabled={!more}
            onClick={() => onSearch({ ...params, page: page + 1 })}
          >
            Siguiente
          </Button>
        </nav>
      )}
    </section>
  );
}

export interface AdvancedSearchPageProps {
  /** The criteria searched (from the URL); nothing searched yet when no row has text. */
  params: AdvancedSearchParams;
  /** Searches for these criteria (navigates to the URL that holds them). */
  onSearch: (params: AdvancedSearchParams) => void;
}

/** /search 'Explorar' (spec sections 2 and 5): two criteria rows and the works they find. */
export function AdvancedSearchPage({ params, onSearch }: AdvancedSearchPageProps) {
  const [criteria, setCriteria] = useState<Criteria>(() => criteriaFromParams(params));
  const [missing, setMissing] = useState(false);
  const searched = hasCriteria(criteriaFromParams(params));
  usePageTitle(criteriaTitle(criteriaFromParams(params)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasCriteria(criteria)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSearch(paramsFromCriteria(criteria));
  };

  return (
    <div className={classes.page}>
      <div className={classes.header}>
        <Text className={classes.eyebrow}>{ADVANCED_SEARCH_HEADING.eyebrow}</Text>
        <Title order={1} className={classes.title}>
          {ADVANCED_SEARCH_HEADING.title}
        </Title>
      </div>
      <form onSubmit={submit} className={classes.form} aria-label="Búsqueda avanzada" noValidate>
        <CriteriaRowFields row={0} criteria={criteria} onChange={setCriteria} />
        <CriteriaRowFields row={1} criteria={criteria} onChange={setCriteria} />
        {missing && (
          <Alert
            role="alert"
            color="tamboraRed"
            variant="light"
            styles={{ message: { color: 'var(--tb-red-text)' } }}
          >
            {SEARCH_TEXTS.criteriaRequired}
          </Alert>
        )}
        <Button type="submit" className={classes.submit}>
          Buscar
        </Button>
      </form>
      {searched && <Results params={params} onSearch={onSearch} />}
    </div>
  );
}
