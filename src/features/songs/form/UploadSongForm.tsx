import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { SONG_TEXTS } from '../../../../domain/song-texts';
import { LeaveGuard } from '../../../components/LeaveGuard';
import { errorText } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useOnline } from '../../../lib/use-online';
import { ErrorList } from '../../auth/components/ErrorList';
import { updateSessionUser } from '../../auth/session-store';
import { songUploaded } from '../../notifications/events';
import { recordNotification } from '../../notifications/record';
import { songKeys } from '../api';
import { createSong } from '../song-api';
import { SONG_FEEDBACK } from '../song-feedback';
import { prefillFromTags, readFileTags } from './file-tags';
import { OfflineNotice } from './OfflineNotice';
import { SongFields } from './SongFields';
import classes from './SongForm.module.css';
import { createBody, emptySongForm, type SongFormValues } from './song-form-values';
import { type BusyPhase, UploadBusy } from './UploadBusy';
import { useSongForm } from './use-song-form';
import { useUploads } from './use-uploads';

export const OFFLINE_UPLOAD_TEXT = 'Necesitas conexión a internet para subir canciones.';

export interface UploadSongFormProps {
  /** Shown instead of allowing a save when the person may not upload (a visitor on /repertoire). */
  blocked?: ReactNode;
}

/**
 * Spec sections 2, 4 and 5: the upload form. Saving uploads the cover (if any) and the audio with
 * a real progress bar, then creates the song; success goes home with has_uploaded_song refreshed and
 * says so with a link to the song.
 */
export function UploadSongForm({ blocked }: UploadSongFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const form = useSongForm(emptySongForm);
  const uploads = useUploads();
  const [phase, setPhase] = useState<BusyPhase | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const clearFailure = useCallback(() => setFailure([]), []);
  // The copyright a file gave (or its year) is shown to be checked, and stays shown if cleared.
  const [copyrightShown, setCopyrightShown] = useState(false);
  const hasCopyright = form.values.copyright !== '';
  useEffect(() => {
    if (hasCopyright) setCopyrightShown(true);
  }, [hasCopyright]);
  const { change, setValues } = form;
  // A picked audio fills in what its tags say, where nothing was typed yet.
  const onChange = useCallback(
    (partial: Partial<SongFormValues>) => {
      change(partial);
      const picked = partial.audioFile;
      if (!picked) return;
      void readFileTags(picked).then((tags) => {
        if (!tags) return;
        setValues((current) => {
          // Another file was picked meanwhile: its own tags will come.
          if (current.audioFile !== picked) return current;
          return { ...current, ...prefillFromTags(current, tags) };
        });
      });
    },
    [change, setValues],
  );
  // A second click that lands before React re-renders the disabled button must not upload twice.
  const busy = useRef(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !online || blocked) return;
    if (!form.check()) return;
    const { values } = form;
    const audioFile = values.audioFile;
    if (!audioFile) return;
    busy.current = true;
    setFailure([]);
    setPhase('uploading');
    try {
      const pending = [
        ...(values.coverFile ? [{ bucket: 'images' as const, file: values.coverFile }] : []),
        { bucket: 'audios' as const, file: audioFile },
      ];
      const urls = await uploads.uploadAll(pending);
      const audio = urls[urls.length - 1];
      const cover = values.coverFile ? urls[0] : null;
      setPhase('saving');
      const song = await createSong(createBody(values, { audio, cover }));
      updateSessionUser({ has_uploaded_song: true });
      await recordNotification(songUploaded(song.title));
      void queryClient.invalidateQueries({ queryKey: songKeys.all });
      form.markSaved();
      notify('success', SONG_FEEDBACK.published(song.title), {
        link: {
          text: SONG_FEEDBACK.open,
          href: `/Artist/${song.song_id}`,
          go: (href) => void navigate({ href }),
        },
        autoClose: 10_000,
      });
      await navigate({ to: '/' });
    } catch (error) {
      uploads.forgetIfStale(error);
      uploads.reset();
      setFailure([errorText(error, SONG_TEXTS.createFailed)]);
      setPhase(null);
      busy.current = false;
    }
  }

  const locked = phase !== null;
  return (
    <form noValidate onSubmit={save} className={classes.form} aria-busy={locked || undefined}>
      <Stack gap="lg">
        {/* First, before a visitor fills a whole form they cannot save. */}
        {blocked}
        <SongFields
          values={form.values}
          onChange={onChange}
          showCopyright={copyrightShown || hasCopyright}
          errors={form.errors}
          refs={form.refs}
          disabled={locked}
        />
        {!online && <OfflineNotice text={OFFLINE_UPLOAD_TEXT} />}
        <ErrorList errors={failure} onExpire={clearFailure} />
        <div className={classes.actions}>
          <Button component={Link} to="/" variant="default" size="md">
            Cancelar
          </Button>
          <Button type="submit" size="md" disabled={locked || !online || Boolean(blocked)}>
            Guardar canción
          </Button>
        </div>
      </Stack>
      {phase && <UploadBusy phase={phase} percent={uploads.percent} />}
      <LeaveGuard shouldBlock={form.shouldBlockLeaving} />
    </form>
  );
}
