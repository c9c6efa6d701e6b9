/**
 * 'Notificaciones' in Configuración: which follow notices this device records in the bell, both
 * on by default. The device's choice, like the theme (docs/product.md "Seguir y Novedades").
 */
import { deviceSetting } from '../../lib/device-setting';

const isOnOff = (stored: string): stored is 'on' | 'off' => ['on', 'off'].includes(stored);
const releases = deviceSetting('tambora:notices:releases', 'on', isOnOff);
const followers = deviceSetting('tambora:notices:followers', 'on', isOnOff);

export const noticeSettings = {
  releases: {
    isOn: () => releases.get() === 'on',
    set: (on: boolean) => releases.set(on ? 'on' : 'off'),
    useOn: () => releases.use() === 'on',
  },
  followers: {
    isOn: () => followers.get() === 'on',
    set: (on: boolean) => followers.set(on ? 'on' : 'off'),
    useOn: () => followers.use() === 'on',
  },
};
