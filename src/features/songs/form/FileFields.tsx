import { Input, Text } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { formatDuration } from '../../../../domain/format';
import { AUDIO_ACCEPT, IMAGE_ACCEPT } from '../../../../domain/uploads';
import { FallbackImage } from '../../../components/FallbackImage';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { readAudioDuration } from './audio-duration';
import {
  type PickedKind,
  pickedFileProblem,
  useDuplicateAudio,
  useUploadLimits,
} from './picked-file';
import classes from './SongForm.module.css';

/** A blob: URL for a chosen file while it is shown, released afterwards. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

interface FilePickerProps {
  id: string;
  /** What the file must be: a picked file the server would refuse is said at once. */
  kind: PickedKind;
  accept: string;
  file: File | null;
  /** What the name slot says while no new file is chosen. */
  emptyText: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** A picked file refused before sending: the field's message (null once a good one is picked). */
  onProblem: (problem: string | null) => void;
}

/**
 * A file input whose visible button and file name are in Spanish whatever the browser's language:
 * the real input lies transparent over them, so clicks, keyboard and assistive technology still
 * reach the native control (named by the field's label).
 */
function FilePicker({
  id,
  kind,
  accept,
  file,
  emptyText,
  onChange,
  disabled,
  required,
  invalid,
  describedBy: described,
  inputRef,
  onProblem,
}: FilePickerProps) {
  const limits = useUploadLimits();

  async function pick(input: HTMLInputElement) {
    const picked = input.files?.[0] ?? null;
    const problem = picked ? await pickedFileProblem(picked, kind, limits) : null;
    onProblem(problem);
    if (problem) {
      // Nothing of a refused file stays: the same file picked again is checked again.
      input.value = '';
      onChange(null);
      return;
    }
    onChange(picked);
  }

  return (
    <div className={classes.picker}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className={classes.pickerInput}
        disabled={disabled}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        onChange={(event) => void pick(event.currentTarget)}
      />
      <span className={classes.pickerButton} aria-hidden>
        Elegir archivo
      </span>
      <span className={classes.pickerName} aria-hidden title={file?.name}>
        {file ? file.name : emptyText}
      </span>
    </div>
  );
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export interface CoverFieldProps {
  file: File | null;
  /** The current cover (editing), shown until another is chosen. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The input's id; one per form. */
  id?: string;
  description?: string;
  required?: boolean;
  error?: string;
}

const SONG_COVER_DESCRIPTION =
  'Imagen JPEG, PNG o WEBP. Sin portada se muestra el disco por defecto.';

/**
 * The cover picker of every form (spec section 5: images only): preview, 'Elegir archivo' and the
 * chosen name. A song's is optional (default disc image); an album's may be required.
 */
export function CoverField({
  file,
  currentUrl = null,
  onChange,
  disabled,
  id = 'cancion-portada',
  description = SONG_COVER_DESCRIPTION,
  required,
  error,
}: CoverFieldProps) {
  const preview = useObjectUrl(file);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <Input.Wrapper
      id={id}
      label="Portada"
      description={description}
      withAsterisk={required}
      error={shown}
    >
      <div className={classes.fileRow}>
        <FallbackImage
          src={preview ?? currentUrl}
          fallback={DEFAULT_COVER}
          // Named after the file only once its preview URL is in place (the URL arrives a render later).
          alt={file && preview ? `Vista previa de ${file.name}` : 'Portada actual'}
          className={classes.coverPreview}
          width={96}
          height={96}
          loading="eager"
        />
        <FilePicker
          id={id}
          kind="cover"
          accept={IMAGE_ACCEPT}
          file={file}
          emptyText={currentUrl ? 'Se mantiene la portada actual' : 'Ningún archivo seleccionado'}
          onChange={onChange}
          onProblem={setProblem}
          disabled={disabled}
          required={required}
          invalid={Boolean(shown)}
          describedBy={describedBy(`${id}-description`, shown && `${id}-error`)}
        />
      </div>
    </Input.Wrapper>
  );
}

export interface AudioFieldProps {
  file: File | null;
  /** Editing: the current audio's m:ss, kept when no other file is chosen. */
  currentDuration?: string | null;
  onChange: (file: File | null) => void;
  error?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
}

type DurationState = { file: File; seconds: number | null; failed: boolean } | null;

/**
 * Spec section 5: audio files only, required; its length is shown as m:ss as soon as it is chosen,
 * read by the browser (an <audio> element's metadata) before any upload.
 */
export function AudioField({
  file,
  currentDuration = null,
  onChange,
  error,
  inputRef,
  disabled,
}: AudioFieldProps) {
  const [duration, setDuration] = useState<DurationState>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const id = 'cancion-audio';
  const duplicate = useDuplicateAudio(file);

  useEffect(() => {
    if (!file) {
      setDuration(null);
      return;
    }
    let current = true;
    setDuration({ file, seconds: null, failed: false });
    readAudioDuration(file).then(
      (seconds) => current && setDuration({ file, seconds, failed: false }),
      () => current && setDuration({ file, seconds: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [file]);

  let status: string | null = null;
  if (file && duration?.file === file) {
    if (duration.seconds !== null) status = `Duración: ${formatDuration(duration.seconds)}`;
    else if (duration.failed)
      status = 'No se pudo leer la duración en este navegador; el servidor la calculará.';
    else status = 'Leyendo la duración…';
  } else if (!file && currentDuration) {
    status = `Audio actual: ${currentDuration}`;
  }

  return (
    <Input.Wrapper
      id={id}
      label="Audio"
      withAsterisk={!currentDuration}
      description="MP3, M4A, AAC, OGG, OPUS, WAV, FLAC o WEBM."
      error={shown}
    >
      <FilePicker
        id={id}
        kind="audio"
        accept={AUDIO_ACCEPT}
        file={file}
        emptyText={currentDuration ? 'Se mantiene el audio actual' : 'Ningún archivo seleccionado'}
        onChange={onChange}
        onProblem={setProblem}
        disabled={disabled}
        required={!currentDuration}
        invalid={Boolean(shown)}
        inputRef={inputRef}
        describedBy={describedBy(
          `${id}-description`,
          status !== null && `${id}-duration`,
          shown && `${id}-error`,
        )}
      />
      {status && (
        <Text id={`${id}-duration`} size="sm" mt={6} aria-live="polite">
          {status}
        </Text>
      )}
      {duplicate && (
        <Text size="sm" mt={6} role="status" className={classes.duplicate}>
          Ya publicaste este mismo audio en «
          <RouterAnchor href={`/Artist/${duplicate.song_id}`}>{duplicate.title}</RouterAnchor>
          ». Puedes publicarlo de nuevo si es lo que quieres.
        </Text>
      )}
    </Input.Wrapper>
  );
}
