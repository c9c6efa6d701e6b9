/**
 * The suggestions under the top bar's search box (spec sections 2, 5 and 9): at most 5, songs by
 * title first, then creators, shown while typing without navigating. Keyboard as the ARIA combobox
 * pattern: ArrowDown/ArrowUp move through them (aria-activedescendant), Enter opens the highlighted
 * one, Escape closes the list. Loaded when the box is first used, so the first visit does not
 * carry it: it listens to the box's own input element instead of owning it.
 */
import { useEffect, useRef, useState } from 'react';
import type { Suggestion } from '../../../../domain/search';
import { normalizeSearchTerm } from '../../../../domain/search-fields';
import { SEARCH_LIMITS } from '../../../../domain/search-terms';
import { suggestionPath } from '../search-path';
import { createSuggestionSource, type SuggestionAnswer } from '../suggestion-source';
import classes from './SuggestionPopup.module.css';

const TYPE_LABELS: Record<Suggestion['type'], string> = { song: 'Canción', creator: 'Creador' };

export interface PopupState {
  open: boolean;
  /** The id of the highlighted option, for the box's aria-activedescendant. */
  activeId: string | undefined;
}

export interface SuggestionPopupProps {
  /** The search box's input. */
  input: HTMLInputElement | null;
  /** The box's text as typed. */
  query: string;
  /** The listbox's id (the box's aria-controls). */
  listId: string;
  /** Opens a path inside the app (a suggestion was chosen). */
  onOpen: (path: string) => void;
  /** Told whenever the list opens, closes or its highlight moves. */
  onState: (state: PopupState) => void;
}

export function SuggestionPopup({ input, query, listId, onOpen, onState }: SuggestionPopupProps) {
  const [answer, setAnswer] = useState<SuggestionAnswer | null>(null);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(() => input !== null && document.activeElement === input);
  const source = useRef(createSuggestionSource(setAnswer));

  useEffect(() => {
    source.current.request(query);
    setActive(-1);
    setDismissed(false);
  }, [query]);
  useEffect(() => {
    const current = source.current;
    return () => current.cancel();
  }, []);

  // Spec section 9: at most 5, whatever an answer holds.
  const items =
    normalizeSearchTerm(query) === ''
      ? []
      : (answer?.items ?? []).slice(0, SEARCH_LIMITS.suggestions);
  const open = focused && !dismissed && items.length > 0;
  const optionId = (index: number) => `${listId}-opcion-${index}`;
  const activeId = open && active >= 0 ? optionId(active) : undefined;

  useEffect(() => onState({ open, activeId }), [open, activeId, onState]);

  const choose = (suggestion: Suggestion) => {
    source.current.cancel();
    setAnswer(null);
    onOpen(suggestionPath(suggestion));
  };

  // The latest render's view, for the listeners below (attached once per input).
  const view = useRef({ items, open, active, choose });
  view.current = { items, open, active, choose };

  useEffect(() => {
    if (!input) return;
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    const onKeyDown = (event: KeyboardEvent) => {
      const { items: shown, open: isOpen, active: current, choose: pick } = view.current;
      const count = shown.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setDismissed(false);
        setActive(
          !isOpen || current < 0
            ? down
              ? 0
              : count - 1
            : (current + (down ? 1 : count - 1)) % count,
        );
      } else if (event.key === 'Enter' && isOpen && current >= 0 && shown[current]) {
        // The highlighted suggestion, not the search: the form must not submit.
        event.preventDefault();
        event.stopPropagation();
        pick(shown[current]);
      } else if (event.key === 'Escape' && isOpen) {
        // This Escape closes the list only; the next one may close the box (phones).
        event.stopPropagation();
        setDismissed(true);
        setActive(-1);
      }
    };
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKeyDown);
    return () => {
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKeyDown);
    };
  }, [input]);

  return (
    <div className={classes.popup} hidden={!open}>
      <div id={listId} role="listbox" aria-label="Sugerencias" className={classes.list}>
        {open &&
          items.map((item, index) => (
            // The ARIA combobox pattern: options are never focused; the box keeps the focus, points at
            // the highlighted one with aria-activedescendant and handles the keys (listener above).
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={`${item.type}-${item.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={classes.option}
              // Keeps the focus in the box, so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseMove={() => setActive(index)}
            >
              <span className={classes.optionText}>
                <span className={classes.label}>{item.label}</span>
                {item.sublabel && <span className={classes.sublabel}>{item.sublabel}</span>}
              </span>
              <span className={classes.type}>{TYPE_LABELS[item.type]}</span>
            </div>
          ))}
      </div>
      {open && answer?.offline && (
        <p className={classes.offline}>Sin conexión: sugerencias de la música guardada.</p>
      )}
    </div>
  );
}
