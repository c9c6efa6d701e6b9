import { Button, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconHeadphones, IconMicrophone2 } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { updateSessionUser, useSessionUser } from '../../auth/session-store';
import { type OnboardingRole, updateRoles } from '../api';
import { ONBOARDING_FLOW } from '../flow';
import { useLeaveStep } from '../use-leave-step';
import { FormErrors } from './FormMessages';
import classes from './Onboarding.module.css';
import { OnboardingShell } from './OnboardingShell';

export const ROLE_UPDATE_ERROR = 'Error actualizando el rol del usuario';

interface ChoiceProps {
  value: OnboardingRole;
  label: string;
  description: string;
  icon: ReactNode;
  busy: boolean;
  disabled: boolean;
  onChoose: (role: OnboardingRole) => void;
}

function Choice({ value, label, description, icon, busy, disabled, onChoose }: ChoiceProps) {
  const descriptionId = useId();
  return (
    <Paper withBorder radius="md" p="md">
      <div className={classes.choice}>
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text id={descriptionId} style={{ flex: 1 }}>
          {description}
        </Text>
        <Button
          fullWidth
          size="md"
          aria-describedby={descriptionId}
          loading={busy}
          disabled={disabled}
          onClick={() => onChoose(value)}
        >
          {label}
        </Button>
      </div>
    </Paper>
  );
}

/**
 * /ChooseRegister (spec section 4): 'usuario' makes the person a listener, 'artista' a composer;
 * the new role is mirrored locally before the first onboarding step so the route guards see it.
 */
function ChooseRegisterForm({ userId }: { userId: number }) {
  const { leaving, leave } = useLeaveStep();
  const [error, setError] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: (role: OnboardingRole) => updateRoles(userId, role),
    onMutate: () => setError(null),
    onSuccess: async (credentials, role) => {
      updateSessionUser({
        roles: credentials.roles,
        has_uploaded_song: credentials.has_uploaded_song,
      });
      await leave(ONBOARDING_FLOW[role].general);
    },
    onError: () => setError(ROLE_UPDATE_ERROR),
  });
  // Disabled from the click until the next screen replaces this one: no double submit.
  const locked = choose.isPending || leaving;
  const choosing = locked ? choose.variables : undefined;

  return (
    <OnboardingShell
      title="¿Cómo quieres usar Tambora?"
      intro="Elige el tipo de cuenta. Podrás completar tu perfil en los siguientes pasos."
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Choice
          value="user"
          label="usuario"
          description="Escucha, descubre y guarda la música que te gusta."
          icon={<IconHeadphones size={24} />}
          busy={choosing === 'user'}
          disabled={locked}
          onChoose={choose.mutate}
        />
        <Choice
          value="composer"
          label="artista"
          description="Comparte tus composiciones y crea tus propias playlists."
          icon={<IconMicrophone2 size={24} />}
          busy={choosing === 'composer'}
          disabled={locked}
          onChoose={choose.mutate}
        />
      </SimpleGrid>
      <FormErrors messages={error ? [error] : []} />
    </OnboardingShell>
  );
}

export function ChooseRegisterPage() {
  const user = useSessionUser();
  // The signed-in guard sends visitors away before this renders; nothing to show meanwhile.
  if (!user) return null;
  return <ChooseRegisterForm userId={user.credentials_id} />;
}
