import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, Suspense, useCallback, useId, useState } from 'react';
import { SEARCH_TERM_MAX } from '../../domain/search-fields';
import type { PopupState } from '../features/search/components/SuggestionPopup';
import { SEARCH_RESULTS_ROUTE, searchResultsPath } from '../features/search/search-path';
import { lazyTracked } from '../lib/lazy-tracked';
import classes from './SearchBox.module.css';

/**
 * Submitting an empty term, or in a router without the results screen (a test's), keeps the
 * person where they are instead of sending them to 'Página no encontrada'.
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

// The suggestions (their requests, keyboard and list) load when the box is first used, so a first
// visit that never searches does not download them.
const SuggestionPopup = lazyTracked(async () => ({
  default: (await import('../features/search/components/SuggestionPopup')).SuggestionPopup,
}));

const CLOSED: PopupState = { open: false, activeId: undefined };

function SearchField({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const [query, setQuery] = useState('');
  const [used, setUsed] = useState(false);
  const [popup, setPopup] = useState<PopupState>(CLOSED);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const submit = useSearchSubmit();
  const router = useRouter();
  const listId = useId();

  const finish = () => {
    setQuery('');
    setPopup(CLOSED);
    onDone?.();
  };
  const open = useCallback(
    (path: string) => {
      void router.navigate({ href: path });
      setQuery('');
      onDone?.();
    },
    [router, onDone],
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit(query)) finish();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser the app supports
    <form role="search" onSubmit={handleSubmit} className={classes.form}>
      <TextInput
        ref={setInput}
        type="search"
        role="combobox"
        aria-expanded={popup.open}
        aria-controls={used ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={popup.activeId}
        autoComplete="off"
        maxLength={SEARCH_TERM_MAX}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setUsed(true);
        }}
        onFocus={() => setUsed(true)}
        onKeyDown={(event) => {
          // The suggestions handle an Escape that closes them; this one closes the box.
          if (event.key === 'Escape') onDone?.();
        }}
        placeholder="Buscar"
        aria-label="Buscar"
        leftSection={
          // Spec section 5: Enter or the icon runs the search.
          <ActionIcon
            type="submit"
            variant="subtle"
            color="gray"
            radius="xl"
            aria-label="Realizar búsqueda"
            className={classes.submit}
          >
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
        leftSectionPointerEvents="all"
        autoFocus={autoFocus}
        radius="xl"
        classNames={{ input: classes.input }}
      />
      {used && (
        <Suspense fallback={null}>
          <SuggestionPopup
            input={input}
            query={query}
            listId={listId}
            onOpen={open}
            onState={setPopup}
          />
        </Suspense>
      )}
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
