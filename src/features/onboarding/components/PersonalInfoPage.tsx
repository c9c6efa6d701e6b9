import { Select, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { AUTH_TEXTS, type Profile } from '../../../../domain/auth';
import { formatCedula } from '../../../../domain/cedula';
import { COUNTRIES, type Country } from '../../../../domain/countries';
import { PRIVACY_TEXTS } from '../../../../domain/profile-texts';
import { errorList } from '../../../lib/api-errors';
import { useSessionUser } from '../../auth/session-store';
import { profileKeys } from '../../profiles/api';
import { updatePersonalInfo } from '../api';
import { ONBOARDING_FLOW, type OnboardingVariant } from '../flow';
import {
  countryFromNationality,
  DEFAULT_COUNTRY,
  isCompleteCedula,
  isCountry,
} from '../personal-info';
import { useLeaveStep } from '../use-leave-step';
import { ProfileStepForm } from './ProfileStepForm';
import { type StepFieldErrors, useProfileStep } from './use-profile-step';

export const PERSONAL_INFO_ERROR = 'Error al validar la cédula o actualizar los datos del usuario';
export const CEDULA_FORMAT_ERROR = 'La cédula debe tener el formato 001-0000000-1';
export const PHONE_INVALID = 'Teléfono inválido';
const PHONE_PATTERN = /^[0-9+()\-\s]*$/;

interface PersonalInfoValues {
  country: Country;
  phone: string;
  dni: string;
}

type CheckedField = 'phone' | 'dni';

function valuesFrom(profile: Profile): PersonalInfoValues {
  return {
    country: countryFromNationality(profile.nationality),
    phone: profile.phone ?? '',
    dni: formatCedula(profile.dni ?? ''),
  };
}

function validate(values: PersonalInfoValues): StepFieldErrors<CheckedField> {
  const errors: StepFieldErrors<CheckedField> = {};
  if (!PHONE_PATTERN.test(values.phone)) errors.phone = PHONE_INVALID;
  if (!values.dni.trim()) errors.dni = AUTH_TEXTS.fieldRequired;
  else if (!isCompleteCedula(values.dni)) errors.dni = CEDULA_FORMAT_ERROR;
  return errors;
}

interface PersonalInfoFormProps {
  userId: number;
  variant: OnboardingVariant;
}

/**
 * Step 2: País, Teléfono and cédula (spec 5, DECISIONS "Cédula"). The server saves the data in any
 * case; a cédula it cannot confirm shows 'Cédula o documento inválido' and the flow still goes on.
 */
function PersonalInfoForm({ userId, variant }: PersonalInfoFormProps) {
  const queryClient = useQueryClient();
  const next = ONBOARDING_FLOW[variant].terms;
  const phoneRef = useRef<HTMLInputElement>(null);
  const dniRef = useRef<HTMLInputElement>(null);
  const { values, change, check, fieldErrors, setFieldErrors, saveErrors, setSaveErrors } =
    useProfileStep({
      userId,
      initial: { country: DEFAULT_COUNTRY, phone: '', dni: '' },
      fromProfile: valuesFrom,
      validate,
      fieldRefs: { phone: phoneRef, dni: dniRef },
    });
  const { leaving, leave, leaveAfterMessage } = useLeaveStep();

  const save = useMutation({
    mutationFn: (info: PersonalInfoValues) =>
      updatePersonalInfo(userId, {
        country: info.country,
        phone: info.phone.trim(),
        dni: info.dni.trim(),
      }),
    onMutate: () => setSaveErrors([]),
    onSuccess: async (result) => {
      queryClient.setQueryData(profileKeys.detail(userId), result.profile);
      if (result.cedulaValid) {
        await leave(next);
      } else {
        // The data is saved: say so about the cédula, then continue as the spec says.
        setFieldErrors({ dni: AUTH_TEXTS.cedulaInvalid });
        leaveAfterMessage(next);
      }
    },
    // Spec section 8: the server's own words when it gave any, the screen's fallback otherwise.
    onError: (error) => setSaveErrors(errorList(error, PERSONAL_INFO_ERROR)),
  });
  const locked = save.isPending || leaving;
  const cedulaRejected = save.isSuccess && !save.data.cedulaValid;

  return (
    <ProfileStepForm
      title="Información personal"
      intro={PRIVACY_TEXTS.personalInfo}
      step={variant === 'composer' ? 1 : undefined}
      locked={locked}
      saveErrors={saveErrors}
      onSubmit={() => {
        if (check()) save.mutate(values);
      }}
    >
      <Select
        label="País"
        data={COUNTRIES}
        value={values.country}
        onChange={(country) => {
          if (isCountry(country)) change('country', country);
        }}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No hay países con ese nombre"
        autoComplete="off"
        mb="sm"
      />
      <TextInput
        ref={phoneRef}
        label="Teléfono"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        value={values.phone}
        onChange={(event) => change('phone', event.currentTarget.value)}
        error={fieldErrors.phone}
        mb="sm"
      />
      <TextInput
        ref={dniRef}
        label="Cédula"
        required
        description="Formato: 001-0000000-1"
        placeholder="001-0000000-1"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        value={values.dni}
        onChange={(event) => change('dni', formatCedula(event.currentTarget.value))}
        error={fieldErrors.dni}
        errorProps={cedulaRejected ? { role: 'alert' } : undefined}
        mb="md"
      />
    </ProfileStepForm>
  );
}

export function PersonalInfoPage({ variant }: { variant: OnboardingVariant }) {
  const user = useSessionUser();
  if (!user) return null;
  return <PersonalInfoForm userId={user.credentials_id} variant={variant} />;
}
