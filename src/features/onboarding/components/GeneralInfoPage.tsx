import { Button, MultiSelect, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AUTH_TEXTS, type Profile } from '../../../../domain/auth';
import { INSTRUMENT_OPTIONS, type Instrument } from '../../../../domain/instruments';
import { useSessionUser } from '../../auth/session-store';
import { updateProfile } from '../api';
import { apiErrorTexts } from '../error-texts';
import { ONBOARDING_FLOW, type OnboardingVariant } from '../flow';
import { profileQueryKey, useProfile } from '../hooks';
import { applyInstrumentChoice } from '../instruments';
import { FormErrors } from './FormMessages';
import { OnboardingShell } from './OnboardingShell';

export const GENERAL_INFO_ERROR = 'Error actualizando los datos del usuario';

interface GeneralInfoValues {
  name: string;
  lastName: string;
  nickname: string;
  instruments: Instrument[];
}

type RequiredField = 'name' | 'lastName';

const EMPTY: GeneralInfoValues = { name: '', lastName: '', nickname: '', instruments: [] };

function isInstrument(value: string): value is Instrument {
  return (INSTRUMENT_OPTIONS as readonly string[]).includes(value);
}

function valuesFrom(profile: Profile): GeneralInfoValues {
  return {
    name: profile.name ?? '',
    lastName: profile.lastName ?? '',
    nickname: profile.nickname ?? '',
    instruments: profile.instruments.filter(isInstrument),
  };
}

function validate(values: GeneralInfoValues): Partial<Record<RequiredField, string>> {
  const errors: Partial<Record<RequiredField, string>> = {};
  if (!values.name.trim()) errors.name = AUTH_TEXTS.fieldRequired;
  if (!values.lastName.trim()) errors.lastName = AUTH_TEXTS.fieldRequired;
  return errors;
}

interface GeneralInfoFormProps {
  userId: number;
  variant: OnboardingVariant;
}

/** Step 1 of both onboarding flows: Nombre, Apellido, Usuario/Apodo and instruments (spec 5). */
function GeneralInfoForm({ userId, variant }: GeneralInfoFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile(userId);
  const [values, setValues] = useState<GeneralInfoValues>(EMPTY);
  const [edited, setEdited] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RequiredField, string>>>({});
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const nameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);

  // Coming back to this step shows what was saved, unless the person already started typing.
  useEffect(() => {
    if (profile.data && !edited) setValues(valuesFrom(profile.data));
  }, [profile.data, edited]);

  const save = useMutation({
    mutationFn: (change: GeneralInfoValues) =>
      updateProfile(userId, {
        name: change.name.trim(),
        lastName: change.lastName.trim(),
        nickname: change.nickname.trim() || null,
        instruments: change.instruments,
      }),
    onMutate: () => setSaveErrors([]),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQueryKey(userId), saved);
      await navigate({ to: ONBOARDING_FLOW[variant].personal });
    },
    onError: (error) => setSaveErrors(apiErrorTexts(error, GENERAL_INFO_ERROR)),
  });
  const locked = save.isPending || save.isSuccess;

  function change<K extends keyof GeneralInfoValues>(key: K, value: GeneralInfoValues[K]) {
    setEdited(true);
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'name' || key === 'lastName') {
      setFieldErrors((current) => ({ ...current, [key]: undefined }));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const errors = validate(values);
    setFieldErrors(errors);
    if (errors.name) nameRef.current?.focus();
    else if (errors.lastName) lastNameRef.current?.focus();
    else save.mutate(values);
  }

  return (
    <OnboardingShell
      title="Información general"
      intro="Cuéntanos quién eres."
      step={variant === 'composer' ? 0 : undefined}
    >
      <form noValidate onSubmit={submit}>
        <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <TextInput
            ref={nameRef}
            label="Nombre"
            required
            autoComplete="given-name"
            maxLength={80}
            value={values.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={fieldErrors.name}
            mb="sm"
          />
          <TextInput
            ref={lastNameRef}
            label="Apellido"
            required
            autoComplete="family-name"
            maxLength={80}
            value={values.lastName}
            onChange={(event) => change('lastName', event.currentTarget.value)}
            error={fieldErrors.lastName}
            mb="sm"
          />
          <TextInput
            label="Usuario/Apodo"
            autoComplete="nickname"
            maxLength={80}
            value={values.nickname}
            onChange={(event) => change('nickname', event.currentTarget.value)}
            mb="sm"
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
                applyInstrumentChoice(values.instruments, next).filter(isInstrument),
              )
            }
            searchable
            nothingFoundMessage="No hay instrumentos con ese nombre"
            clearable
            clearButtonProps={{ 'aria-label': 'Quitar todos los instrumentos' }}
            mb="md"
          />
          <FormErrors messages={saveErrors} />
          <Button type="submit" fullWidth size="md" mt="md" loading={locked}>
            Siguiente
          </Button>
        </fieldset>
      </form>
    </OnboardingShell>
  );
}

export function GeneralInfoPage({ variant }: { variant: OnboardingVariant }) {
  const user = useSessionUser();
  if (!user) return null;
  return <GeneralInfoForm userId={user.credentials_id} variant={variant} />;
}
