/**
 * 'Reproducción automática', on by default: the device's choice, read by the
 * player when a queue ends and shown by the switch in 'Cola' and in Configuración.
 */
import { AUTOPLAY_KEY } from '../../../domain/autoplay';
import { deviceSetting } from '../../lib/device-setting';

const autoplay = deviceSetting(AUTOPLAY_KEY, 'on', (stored): stored is 'on' | 'off' =>
  ['on', 'off'].includes(stored),
);

export const isAutoplayOn = (): boolean => autoplay.get() === 'on';
export const setAutoplay = (on: boolean): void => autoplay.set(on ? 'on' : 'off');
export const useAutoplay = (): boolean => autoplay.use() === 'on';
