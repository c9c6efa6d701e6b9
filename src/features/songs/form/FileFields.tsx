import { Input, Text } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { formatDuration } from '../../../../domain/format';
import { AUDIO_ACCEPT, IMAGE_ACCEPT } from '../../../../domain/uploads';
import { FallbackImage } from '../../../components/FallbackImage';
import { readAudioDuration } from './audio-duration';
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
}

/**
 * A file input whose visible button and file name are in Spanish whatever the browser's language:
 * the real input lies transparent over them, so clicks, keyboard and assistive technology still
 * reach the native control (named by the field's label).
 */
function FilePicker({
  id,
  accept,
  file,
  emptyText,
  onChange,
  disabled,
  required,
  invalid,
  describedBy: described,
  inputRef,
}: FilePickerProps) {
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
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
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
  return (
    <Input.Wrapper
      id={id}
      label="Portada"
      description={description}
      withAsterisk={required}
      error={error}
    >
      <div className={classes.fileRow}>
        <FallbackImage
          src={preview ?? currentUrl}
          fallback={DEFAULT_COVER}
          alt={file ? `Vista previa de ${file.name}` : 'Portada actual'}
          className={classes.coverPreview}
          width={96}
          height={96}
          loading="eager"
        />
        <FilePicker
          id={id}
          accept={IMAGE_ACCEPT}
          file={file}
          emptyText={currentUrl ? 'Se mantiene la portada actual' : 'Ningún archivo seleccionado'}
          onChange={onChange}
          disabled={disabled}
          required={required}
          invalid={Boolean(error)}
          describedBy={describedBy(`${id}-description`, error && `${id}-error`)}
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
  const id = 'cancion-audio';

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
      error={error}
    >
      <FilePicker
        id={id}
        accept={AUDIO_ACCEPT}
        file={file}
        emptyText={currentDuration ? 'Se mantiene el audio actual' : 'Ningún archivo seleccionado'}
        onChange={onChange}
        disabled={disabled}
        required={!currentDuration}
        invalid={Boolean(error)}
        inputRef={inputRef}
        describedBy={describedBy(
          `${id}-description`,
          status !== null && `${id}-duration`,
          error && `${id}-error`,
        )}
      />
      {status && (
        <Text id={`${id}-duration`} size="sm" mt={6} aria-live="polite">
          {status}
        </Text>
      )}
    </Input.Wrapper>
  );
}
