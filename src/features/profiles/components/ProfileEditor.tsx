import {
  Alert,
  Button,
  Loader,
  MultiSelect,
  Select,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import type { Profile } from '../../../../domain/auth';
import { COUNTRIES } from '../../../../domain/countries';
import { INSTRUMENT_OPTIONS, type Instrument } from '../../../../domain/instruments';
import { PROFILE_TEXTS } from '../../../../domain/profile-texts';
import { errorText } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { ErrorList } from '../../auth/components/ErrorList';
import { isAdminUser, useSessionUser } from '../../auth/session-store';
import { useErrorList } from '../../auth/use-error-list';
import { profileQueryOptions, updateProfile } from '../api';
import {
  EDITOR_LIMITS,
  type EditorErrors,
  type EditorValues,
  fieldId,
  firstErrorId,
  toProfileUpdate,
  validateEditor,
  valuesFrom,
} from '../editor-values';
import { applyInstrumentChoice } from '../instruments';
import { useRememberProfile } from '../use-profile-save';
import classes from './ProfileEditor.module.css';
import { SocialRows } from './SocialRows';

/** The nationality a valid cédula gives (DECISIONS "Cédula"), offered beside the countries. */
const DOMINICAN = 'Dominicano/a';
export const NOT_ALLOWED = 'No tiene permiso para editar este perfil.';

function nationalityOptions(current: string): string[] {
  const options: string[] = [DOMINICAN, ...COUNTRIES];
  return current && !options.includes(current) ? [current, ...options] : options;
}

interface EditorFormProps {
  profile: Profile;
  onSaved: (saved: Profile) => void;
  onCancel?: () => void;
}

function EditorForm({ profile, onSaved, onCancel }: EditorFormProps) {
  const remember = useRememberProfile();
  const errorList = useErrorList();
  const [values, setValues] = useState<EditorValues>(() => valuesFrom(profile));
  const [errors, setErrors] = useState<EditorErrors>({});
  const countries = useMemo(() => nationalityOptions(values.nationality), [values.nationality]);

  const save = useMutation({
    mutationFn: (form: EditorValues) =>
      updateProfile(profile.user_id, toProfileUpdate(profile, form)),
    onMutate: () => errorList.clear(),
    onSuccess: async (saved) => {
      await remember(saved);
      // Said in words too: the editor closes, and a person should know it worked.
      notify('success', PROFILE_TEXTS.saved);
      onSaved(saved);
    },
    onError: (error) => errorList.showError(error, PROFILE_TEXTS.saveFailed),
  });

  function change<K extends keyof EditorValues>(key: K, value: EditorValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateEditor(values);
    setErrors(found);
    const first = firstErrorId(values, found);
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    save.mutate(values);
  }

  return (
    <form noValidate onSubmit={submit} className={classes.form} aria-label="Editar perfil">
      <div className={classes.grid}>
        <TextInput
          id={fieldId.name}
          label="Nombre"
          required
          autoComplete="given-name"
          maxLength={EDITOR_LIMITS.name}
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={errors[fieldId.name]}
        />
        <TextInput
          id={fieldId.lastName}
          label="Apellido"
          required
          autoComplete="family-name"
          maxLength={EDITOR_LIMITS.name}
          value={values.lastName}
          onChange={(event) => change('lastName', event.currentTarget.value)}
          error={errors[fieldId.lastName]}
        />
        <TextInput
          label="Usuario/Apodo"
          autoComplete="nickname"
          maxLength={EDITOR_LIMITS.name}
          value={values.nickname}
          onChange={(event) => change('nickname', event.currentTarget.value)}
        />
        <TextInput
          id={fieldId.phone}
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          maxLength={EDITOR_LIMITS.phone}
          value={values.phone}
          onChange={(event) => change('phone', event.currentTarget.value)}
          error={errors[fieldId.phone]}
        />
      </div>
      <Select
        label="Nacionalidad"
        placeholder="Buscar país"
        data={countries}
        value={values.nationality || null}
        onChange={(value) => change('nationality', value ?? '')}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar nacionalidad' }}
        nothingFoundMessage="No hay países con ese nombre"
        limit={50}
      />
      <MultiSelect
        label="Instrumentos"
        description="Elige los que tocas, o 'Ninguno'."
        placeholder={values.instruments.length === 0 ? 'Buscar instrumento' : undefined}
        data={INSTRUMENT_OPTIONS}
        value={values.instruments}
        onChange={(next) =>
          change(
            'instruments',
            applyInstrumentChoice(values.instruments, next).filter((item): item is Instrument =>
              (INSTRUMENT_OPTIONS as readonly string[]).includes(item),
            ),
          )
        }
        searchable
        nothingFoundMessage="No hay instrumentos con ese nombre"
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar todos los instrumentos' }}
      />
      <Textarea
        label="Biografía"
        description={`${values.biografia.length}/${EDITOR_LIMITS.biography} caracteres`}
        rows={6}
        resize="vertical"
        maxLength={EDITOR_LIMITS.biography}
        value={values.biografia}
        onChange={(event) => change('biografia', event.currentTarget.value)}
      />
      <SocialRows
        rows={values.social}
        errors={errors}
        onChange={(rows) => change('social', rows)}
      />
      <ErrorList errors={errorList.errors} onExpire={errorList.clear} />
      <div className={classes.actions}>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}

export interface ProfileEditorProps {
  userId: number | null;
  onSaved: (saved: Profile) => void;
  onCancel?: () => void;
}

/**
 * Spec section 2 profile editor (/EditPerfil, /EditPerfilUser and the settings 'Editar' tab): every
 * profile field, saved whole. Only the owner or an admin gets the form (the server decides too).
 */
export function ProfileEditor({ userId, onSaved, onCancel }: ProfileEditorProps) {
  const viewer = useSessionUser();
  const allowed = userId !== null && (viewer?.credentials_id === userId || isAdminUser(viewer));
  // GET /users/{id} is public: asking is harmless even when the form will not be shown.
  const query = usePersistedQuery(profileQueryOptions(userId ?? 0));

  if (userId === null) {
    return <Text className={classes.state}>{PROFILE_TEXTS.notFound}</Text>;
  }
  if (!allowed) {
    return (
      <Alert color="tamboraRed" variant="light" role="alert">
        {NOT_ALLOWED}
      </Alert>
    );
  }
  if (query.status === 'pending') {
    return (
      <div className={classes.state} role="status">
        <Loader size="sm" aria-hidden />
        <Text>{PROFILE_TEXTS.loading}</Text>
      </div>
    );
  }
  if (query.status === 'error') {
    const status = (query.error as { response?: { status?: number } }).response?.status;
    return (
      <Text className={classes.state} role="alert">
        {status === 404 ? PROFILE_TEXTS.notFound : errorText(query.error)}
      </Text>
    );
  }
  return <EditorForm key={userId} profile={query.data} onSaved={onSaved} onCancel={onCancel} />;
}
