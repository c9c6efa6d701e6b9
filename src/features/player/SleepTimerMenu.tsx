import { Menu } from '@mantine/core';
import { AppMenu } from '../../components/AppMenu';
import { useFocusGivenBack, useOpenedOnceBuilt } from '../../components/MenuOnPress';
import { SleepTimerButton } from './SleepTimerButton';
import { SLEEP_MINUTES, SLEEP_TEXTS } from './sleep-timer';
import { player, usePlayer } from './store';

/** 'Temporizador''s choices (docs/product.md "Temporizador"), built when its button is pressed. */
export function SleepTimerMenu() {
  const [opened, setOpened] = useOpenedOnceBuilt();
  const { target, dropdown, menuProps } = useFocusGivenBack();
  const on = usePlayer((state) => state.sleep !== null);
  return (
    <AppMenu
      opened={opened}
      onChange={setOpened}
      {...menuProps}
      position="top-end"
      withInitialFocusPlaceholder={false}
      shadow="md"
      withinPortal
    >
      <Menu.Target>
        <SleepTimerButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown ref={dropdown}>
        <Menu.Label>{SLEEP_TEXTS.button}</Menu.Label>
        {SLEEP_MINUTES.map((minutes) => (
          <Menu.Item key={minutes} onClick={() => player.setSleepTimer(minutes)}>
            {SLEEP_TEXTS.minutes(minutes)}
          </Menu.Item>
        ))}
        <Menu.Item onClick={() => player.setSleepTimer('songEnd')}>{SLEEP_TEXTS.songEnd}</Menu.Item>
        {on && <Menu.Item onClick={() => player.setSleepTimer(null)}>{SLEEP_TEXTS.off}</Menu.Item>}
      </Menu.Dropdown>
    </AppMenu>
  );
}
