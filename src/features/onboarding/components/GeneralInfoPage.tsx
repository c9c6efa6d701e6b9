import { MultiSelect, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { AUTH_TEXTS, type Profile } from '../../../../domain/auth';
import { INSTRUMENT_OPTIONS, type Instrument } from '../../../../domain/instruments';
import { errorList } from '../../../lib/api-errors';
import { useSessionUser } from '../../auth/session-store';
import { profileKeys } from '../../profiles/api';
import { applyInstrumentChoice } from '../../profiles/instruments';
import { updateProfile } from '../api';
import { ONBOARDING_FLOW, type OnboardingVariant } from '../flow';
import { useLeaveStep } from '../use-leave-step';
import { ProfileStepForm } from './ProfileStepForm';
import { type StepFieldErrors, useProfileStep } from './use-profile-step';

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

function validate(values: GeneralInfoValues): StepFieldErrors<RequiredField> {
  const errors: StepFieldErrors<RequiredField> = {};
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
  const { leaving, leave } = useLeaveStep();
  const queryClient = useQueryClient();
  const nameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const { values, change, check, fieldErrors, saveErrors, setSaveErrors } = useProfileStep({
    userId,
    initial: EMPTY,
    fromProfile: valuesFrom,
    validate,
    fieldRefs: { name: nameRef, lastName: lastNameRef },
  });

  const save = useMutation({
    mutationFn: (edit: GeneralInfoValues) =>
      updateProfile(userId, {
        name: edit.name.trim(),
        lastName: edit.lastName.trim(),
        nickname: edit.nickname.trim() || null,
        instruments: edit.instruments,
      }),
    onMutate: () => setSaveErrors([]),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKeys.detail(userId), saved);
      await leave(ONBOARDING_FLOW[variant].personal);
    },
    onError: (error) => setSaveErrors(errorList(error, GENERAL_INFO_ERROR)),
  });
  const locked = save.isPending || leaving;

  return (
    <ProfileStepForm
      title="Información general"
      intro="Cuéntanos quién eres."
      step={variant === 'composer' ? 0 : undefined}
      locked={locked}
      saveErrors={saveErrors}
      onSubmit={() => {
        if (check()) save.mutate(values);
      }}
    >
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
    </ProfileStepForm>
  );
}

export function GeneralInfoPage({ variant }: { variant: OnboardingVariant }) {
  const user = useSessionUser();
  if (!user) return null;
  return <GeneralInfoForm userId={user.credentials_id} variant={variant} />;
}
