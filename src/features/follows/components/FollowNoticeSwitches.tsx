import { Stack, Switch, Text } from '@mantine/core';
import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import { DevicePushSwitch } from '../../push/components/DevicePushSwitch';
import { noticeSettings } from '../notice-settings';

/** 'Notificaciones' in Configuración: each kind of follow notice on or off, on this device. */
export function FollowNoticeSwitches({ isCreator }: { isCreator: boolean }) {
  const releases = noticeSettings.releases.useOn();
  const followers = noticeSettings.followers.useOn();
  return (
    <Stack gap="xs" role="group" aria-labelledby="ajustes-notificaciones">
      <Text fw={600} id="ajustes-notificaciones">
        {FOLLOW_TEXTS.settingsHeading}
      </Text>
      <Switch
        checked={releases}
        onChange={(event) => noticeSettings.releases.set(event.currentTarget.checked)}
        label={FOLLOW_TEXTS.releasesSwitch}
      />
      {isCreator && (
        <Switch
          checked={followers}
          onChange={(event) => noticeSettings.followers.set(event.currentTarget.checked)}
          label={FOLLOW_TEXTS.followersSwitch}
        />
      )}
      <DevicePushSwitch />
    </Stack>
  );
}
