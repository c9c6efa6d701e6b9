import { Avatar, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CreditSuggestion } from '../../../../domain/profiles';
import { useOnline } from '../../../lib/use-online';
import { creatorKeys, fetchCreditSuggestions } from '../../creators/api';
import classes from './SongForm.module.css';
import { type CreditChoice, foldName, pickOf, type Row } from './song-form-values';

/** A pause in typing before asking (as the search box does): one request per name, not per key. */
const TYPING_PAUSE_MS = 300;
const MIN_LETTERS = 2;

export const CREDIT_TEXTS = {
  choose: '¿Es alguno de estos perfiles? Elígelo para enlazar el crédito:',
  linked: (label: string) => `Enlazado al perfil de ${label}`,
  unlink: 'Quitar enlace',
  songs: (count: number) => (count === 1 ? '1 canción' : `${count} canciones`),
  pickLabel: (suggestion: CreditSuggestion) =>
    `Enlazar a ${labelOf(suggestion)}, ${CREDIT_TEXTS.songs(suggestion.songsCount)}`,
} as const;

/** 'Ana Probadora (@Anita P)': the name credited and what tells two namesakes apart. */
function labelOf(suggestion: CreditSuggestion): string {
  const nickname = suggestion.nickname?.trim();
  return nickname && nickname !== suggestion.credit_name
    ? `${suggestion.credit_name} (@${nickname})`
    : suggestion.credit_name;
}

function choiceOf(suggestion: CreditSuggestion): CreditChoice {
  return {
    userId: suggestion.user_id,
    name: suggestion.credit_name,
    label: labelOf(suggestion),
  };
}

export interface CreditSuggestionsProps {
  row: Row;
  /** Whether the row's input (or these suggestions) has the focus: suggestions show only then. */
  active: boolean;
  onChange: (row: Row) => void;
}

/**
 * Under a composer's row, the creators whose name starts with what is typed, so
 * the creator links the credit to the right one of two namesakes; a picked profile shows as linked
 * with a way to undo. The server checks every pick again.
 */
export function CreditSuggestions({ row, active, onChange }: CreditSuggestionsProps) {
  const online = useOnline();
  const picked = pickOf(row);
  const [typed] = useDebouncedValue(row.value.trim(), TYPING_PAUSE_MS);
  const asking = active && online && !picked && typed.length >= MIN_LETTERS;
  const suggestions = useQuery({
    queryKey: creatorKeys.credit(foldName(typed)),
    queryFn: () => fetchCreditSuggestions(typed),
    enabled: asking,
    staleTime: 60_000,
  });

  if (picked) {
    return (
      <Group gap={6} wrap="nowrap" className={classes.creditLinked}>
        <IconLink size={16} aria-hidden />
        <Text size="sm" className={classes.grow}>
          {CREDIT_TEXTS.linked(picked.label)}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUnlink size={14} aria-hidden />}
          onClick={() => onChange({ ...row, pick: null })}
        >
          {CREDIT_TEXTS.unlink}
        </Button>
      </Group>
    );
  }
  const items = asking ? (suggestions.data ?? []) : [];
  if (items.length === 0) return null;
  return (
    <Stack gap={4} className={classes.creditSuggestions}>
      <Text size="sm" id={`credito-${row.id}`}>
        {CREDIT_TEXTS.choose}
      </Text>
      <ul className={classes.creditList} aria-labelledby={`credito-${row.id}`}>
        {items.map((suggestion) => (
          <li key={`${suggestion.user_id}-${suggestion.credit_name}`}>
            <UnstyledButton
              className={classes.creditOption}
              aria-label={CREDIT_TEXTS.pickLabel(suggestion)}
              onClick={() =>
                onChange({ ...row, value: suggestion.credit_name, pick: choiceOf(suggestion) })
              }
            >
              <Avatar src={suggestion.userImageThumb} size={28} radius="xl" alt="" />
              <span className={classes.grow}>{labelOf(suggestion)}</span>
              <Text component="span" size="xs" c="var(--tb-muted-text)">
                {CREDIT_TEXTS.songs(suggestion.songsCount)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
