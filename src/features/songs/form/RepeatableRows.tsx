import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type FocusEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { SONG_LIMITS } from '../../../../domain/song-texts';
import { useAfterPress } from '../../../lib/use-after-press';
import classes from './SongForm.module.css';
import { newRow, type Row } from './song-form-values';

export interface RowTexts {
  /** The group's visible name, e.g. 'Compositores'. */
  legend: string;
  /** Each input's name: 'Compositor 1', 'Compositor 2'... */
  rowLabel: (position: number) => string;
  placeholder: string;
  /** The add button, e.g. 'Agregar compositor'. */
  add: string;
  /** The remove button of a row, e.g. 'Quitar compositor 2'. */
  remove: (position: number) => string;
}

export interface RepeatableRowsProps {
  texts: RowTexts;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** Shown under the first row (spec: 'Debe agregar al menos un compositor.'). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Lets the form move focus to the first row when its error appears. */
  firstInputRef?: RefObject<HTMLInputElement | null>;
  /**
   * Shown under a row (the composers' profile suggestions): `active` while the focus is in that
   * row, `update` replaces the row.
   */
  renderBelow?: (row: Row, active: boolean, update: (row: Row) => void) => ReactNode;
}

/**
 * A list of names the person can grow and shrink (spec section 5): composers, tags, performers.
 * The first row cannot be removed, so the list always has somewhere to type.
 */
export function RepeatableRows({
  texts,
  rows,
  onChange,
  error,
  required = false,
  disabled = false,
  firstInputRef,
  renderBelow,
}: RepeatableRowsProps) {
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  const [activeRow, setActiveRow] = useState<number | null>(null);
  const afterPress = useAfterPress();
  const full = rows.length >= SONG_LIMITS.listItems;

  // After adding or removing a row, the keyboard stays where the person is working.
  useEffect(() => {
    if (focusTarget === null) return;
    inputs.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function add() {
    const row = newRow();
    onChange([...rows, row]);
    setFocusTarget(row.id);
  }

  function remove(index: number) {
    if (index === 0) return;
    const previous = rows[index - 1];
    onChange(rows.filter((_, position) => position !== index));
    setFocusTarget(previous.id);
  }

  function edit(index: number, value: string) {
    replace(index, { ...rows[index], value });
  }

  function replace(index: number, changed: Row) {
    onChange(rows.map((row, position) => (position === index ? changed : row)));
  }

  // The row keeps its focus while it moves between the input and what is shown below it. What is
  // shown below goes once a press that took the focus away has made its click: going at once
  // would move the pressed button ('Agregar compositor') from under the pointer.
  function leave(event: FocusEvent<HTMLDivElement>, id: number) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    afterPress(() => setActiveRow((current) => (current === id ? null : current)));
  }

  return (
    <fieldset className={classes.rows} disabled={disabled}>
      <legend className={classes.legend}>
        {texts.legend}
        {required && (
          <span className={classes.asterisk} aria-hidden>
            {' *'}
          </span>
        )}
      </legend>
      <Stack gap="xs">
        {rows.map((row, index) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: it only notes where the focus is (focus events bubble up from the row's own controls)
          <div
            key={row.id}
            onFocus={() => setActiveRow(row.id)}
            onBlur={(event) => leave(event, row.id)}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                ref={(element) => {
                  if (element) inputs.current.set(row.id, element);
                  else inputs.current.delete(row.id);
                  if (index === 0 && firstInputRef) firstInputRef.current = element;
                }}
                className={classes.grow}
                aria-label={texts.rowLabel(index + 1)}
                placeholder={texts.placeholder}
                maxLength={SONG_LIMITS.name}
                value={row.value}
                onChange={(event) => edit(index, event.currentTarget.value)}
                error={index === 0 ? error : undefined}
                required={required && index === 0}
              />
              {index > 0 ? (
                <ActionIcon
                  variant="subtle"
                  color="tamboraRed"
                  size={36}
                  aria-label={texts.remove(index + 1)}
                  title={texts.remove(index + 1)}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : (
                <span className={classes.removeSpacer} aria-hidden />
              )}
            </Group>
            {renderBelow?.(row, activeRow === row.id, (changed) => replace(index, changed))}
          </div>
        ))}
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={add}
        disabled={full}
        aria-label={texts.add}
        className={classes.addButton}
      >
        {texts.add}
      </Button>
    </fieldset>
  );
}
