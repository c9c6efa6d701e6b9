import {
  Button,
  FileButton,
  NativeSelect,
  SegmentedControl,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { RefObject } from 'react';
import type { Song } from '../../../../domain/api';
import { GENRES } from '../../../../domain/genres';
import { SONG_LIMITS } from '../../../../domain/song-texts';
import { CreditSuggestions } from './CreditSuggestions';
import { AudioField, CoverField } from './FileFields';
import { LyricsStamper } from './LyricsStamper';
import { RepeatableRows, type RowTexts } from './RepeatableRows';
import classes from './SongForm.module.css';
import {
  isGenre,
  type SongField,
  type SongFormErrors,
  type SongFormValues,
} from './song-form-values';
import { VisibilityField } from './VisibilityField';

const COMPOSER_TEXTS: RowTexts = {
  legend: 'Compositores',
  rowLabel: (n) => `Compositor ${n}`,
  placeholder: 'Nombre del compositor',
  add: 'Agregar compositor',
  remove: (n) => `Quitar compositor ${n}`,
};

const TAG_TEXTS: RowTexts = {
  legend: 'Etiquetas',
  rowLabel: (n) => `Etiqueta ${n}`,
  placeholder: 'Por ejemplo: romántica, fiesta',
  add: 'Agregar etiqueta',
  remove: (n) => `Quitar etiqueta ${n}`,
};

const PERFORMER_TEXTS: RowTexts = {
  legend: 'Intérpretes',
  rowLabel: (n) => `Intérprete ${n}`,
  placeholder: 'Nombre del intérprete',
  add: 'Agregar intérprete',
  remove: (n) => `Quitar intérprete ${n}`,
};

const AUTHOR_TEXTS: RowTexts = {
  legend: 'Autores',
  rowLabel: (n) => `Autor ${n}`,
  placeholder: 'Nombre del autor de la letra',
  add: 'Agregar autor',
  remove: (n) => `Quitar autor ${n}`,
};

const ARRANGER_TEXTS: RowTexts = {
  legend: 'Arreglistas',
  rowLabel: (n) => `Arreglista ${n}`,
  placeholder: 'Nombre del arreglista',
  add: 'Agregar arreglista',
  remove: (n) => `Quitar arreglista ${n}`,
};

const GENRE_OPTIONS = [
  { value: '', label: 'Selecciona un género' },
  ...GENRES.map((genre) => ({ value: genre, label: genre })),
];

export type FieldRefs = Record<
  SongField,
  RefObject<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>
>;

export interface SongFieldsProps {
  values: SongFormValues;
  onChange: (change: Partial<SongFormValues>) => void;
  errors: SongFormErrors;
  refs: FieldRefs;
  /** Editing an existing song: its cover and audio stay unless replaced; visibility is shown. */
  song?: Song;
  disabled?: boolean;
  /** The admin editor: the song's location, Repertorio / Biblioteca, besides its visibility. */
  withLocation?: boolean;
  /** The upload form, once the audio file gave a copyright or year: shown to be checked. */
  showCopyright?: boolean;
}

export const LYRICS_TEXTS = {
  description:
    'Opcional. Para que la letra siga la canción, cargue un archivo LRC o empiece cada línea con su momento, por ejemplo [01:23.45].',
  loadLrc: 'Cargar archivo LRC',
} as const;

/** Spec section 2 upload form: section 'Composición' with every field of a song. */
export function SongFields({
  values,
  onChange,
  errors,
  refs,
  song,
  disabled,
  withLocation = false,
  showCopyright = false,
}: SongFieldsProps) {
  return (
    <fieldset className={classes.section} disabled={disabled}>
      <Title order={2} className={classes.sectionTitle}>
        Composición
      </Title>
      <TextInput
        ref={refs.title as RefObject<HTMLInputElement | null>}
        label="Título"
        required
        maxLength={SONG_LIMITS.title}
        value={values.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        error={errors.title}
      />
      <NativeSelect
        ref={refs.gender as RefObject<HTMLSelectElement | null>}
        label="Género"
        required
        data={GENRE_OPTIONS}
        value={values.gender}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ gender: isGenre(value) ? value : '' });
        }}
        error={errors.gender}
      />
      <RepeatableRows
        texts={COMPOSER_TEXTS}
        rows={values.composers}
        onChange={(composers) => onChange({ composers })}
        error={errors.composers}
        required
        disabled={disabled}
        firstInputRef={refs.composers as RefObject<HTMLInputElement | null>}
        renderBelow={(row, active, update) => (
          <CreditSuggestions row={row} active={active && !disabled} onChange={update} />
        )}
      />
      <RepeatableRows
        texts={TAG_TEXTS}
        rows={values.etiquetas}
        onChange={(etiquetas) => onChange({ etiquetas })}
        disabled={disabled}
      />
      <RepeatableRows
        texts={PERFORMER_TEXTS}
        rows={values.interpreters}
        onChange={(interpreters) => onChange({ interpreters })}
        disabled={disabled}
      />
      <RepeatableRows
        texts={AUTHOR_TEXTS}
        rows={values.authors}
        onChange={(authors) => onChange({ authors })}
        disabled={disabled}
      />
      <RepeatableRows
        texts={ARRANGER_TEXTS}
        rows={values.arrangers}
        onChange={(arrangers) => onChange({ arrangers })}
        disabled={disabled}
      />
      <TextInput
        label="Número de registro ONDA"
        description="Opcional: el número de registro de la obra en la ONDA."
        maxLength={SONG_LIMITS.registroOnda}
        value={values.registro_ONDA}
        onChange={(event) => onChange({ registro_ONDA: event.currentTarget.value })}
      />
      <Textarea
        ref={refs.letter as RefObject<HTMLTextAreaElement | null>}
        label="Letra"
        description={LYRICS_TEXTS.description}
        rows={8}
        resize="vertical"
        maxLength={SONG_LIMITS.letter}
        value={values.letter}
        error={errors.letter}
        onChange={(event) => onChange({ letter: event.currentTarget.value })}
      />
      <FileButton
        accept=".lrc,text/plain"
        onChange={(file) => {
          // The file's text becomes the lyrics, checked like typed ones.
          void file?.text().then((letter) => onChange({ letter }));
        }}
      >
        {(props) => (
          <Button variant="default" size="xs" className={classes.lrcButton} {...props}>
            {LYRICS_TEXTS.loadLrc}
          </Button>
        )}
      </FileButton>
      {song && values.letter.trim() !== '' && (
        <LyricsStamper
          song={song}
          letter={values.letter}
          onChange={(letter) => onChange({ letter })}
        />
      )}
      <CoverField
        file={values.coverFile}
        currentUrl={song?.cover_thumb ?? song?.cover ?? null}
        onChange={(coverFile) => onChange({ coverFile })}
        disabled={disabled}
      />
      <AudioField
        file={values.audioFile}
        currentDuration={song?.duration ?? null}
        onChange={(audioFile) => onChange({ audioFile })}
        error={errors.audio}
        inputRef={refs.audio as RefObject<HTMLInputElement | null>}
        disabled={disabled}
      />
      {(song || showCopyright) && (
        <TextInput
          label="Derechos de autor"
          maxLength={SONG_LIMITS.copyright}
          value={values.copyright}
          onChange={(event) => onChange({ copyright: event.currentTarget.value })}
        />
      )}
      {song && (
        <>
          <VisibilityField
            isPublic={values.visibility}
            onChange={(visibility) => onChange({ visibility })}
            disabled={disabled}
          />
          {withLocation && (
            <fieldset className={classes.rows}>
              <legend className={classes.legend}>Ubicación</legend>
              <SegmentedControl
                data={[
                  { value: 'repertoire', label: 'Repertorio' },
                  { value: 'library', label: 'Biblioteca' },
                ]}
                value={values.isFromRepertoire ? 'repertoire' : 'library'}
                onChange={(value) => onChange({ isFromRepertoire: value === 'repertoire' })}
                disabled={disabled}
              />
            </fieldset>
          )}
        </>
      )}
    </fieldset>
  );
}
