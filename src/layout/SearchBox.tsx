import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import classes from './SearchBox.module.css';
import { SEARCH_RESULTS_ROUTE, searchResultsPath } from './search-path';

/**
 * The results screen arrives with the search issue. Until its route is registered, submitting
 * keeps the person where they are instead of sending them to 'Página no encontrada'; once the
 * route exists, the same box starts navigating without a change here.
 */
function useSearchSubmit(): (query: string) => boolean {
  const router = useRouter();
  return (query) => {
    const path = searchResultsPath(query);
    if (!path || !Object.hasOwn(router.routesById, SEARCH_RESULTS_ROUTE)) return false;
    void router.navigate({ href: path });
    return true;
  };
}

function SearchField({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const [query, setQuery] = useState('');
  const submit = useSearchSubmit();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit(query)) onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser the app supports
    <form role="search" onSubmit={handleSubmit} className={classes.form}>
      <TextInput
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder="Buscar"
        aria-label="Buscar"
        leftSection={<IconSearch size={16} aria-hidden />}
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone?.();
        }}
        radius="xl"
        classNames={{ input: classes.input }}
      />
    </form>
  );
}

/** Spec section 2: the search box collapses to an icon on small screens. */
export function SearchBox({ collapsed }: { collapsed: boolean }) {
  const [expanded, setExpanded] = useState(false);
  if (!collapsed) return <SearchField />;
  if (!expanded) {
    return (
      <ActionIcon
        variant="subtle"
        color="white"
        size="lg"
        aria-label="Buscar"
        aria-expanded={false}
        onClick={() => setExpanded(true)}
      >
        <IconSearch size={22} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <div className={classes.overlay}>
      <SearchField autoFocus onDone={() => setExpanded(false)} />
      <CloseButton
        aria-label="Cerrar búsqueda"
        variant="transparent"
        c="white"
        onClick={() => setExpanded(false)}
      />
    </div>
  );
}
