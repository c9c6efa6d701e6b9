import { NativeSelect } from '@mantine/core';
import { CROSSFADE_SECONDS, CROSSFADE_TEXTS } from '../../../domain/crossfade';
import { setCrossfadeSeconds, useCrossfadeSeconds, volumeIsAdjustable } from './store';

const OPTIONS = [
  { value: '0', label: CROSSFADE_TEXTS.off },
  ...CROSSFADE_SECONDS.map((seconds) => ({
    value: String(seconds),
    label: CROSSFADE_TEXTS.seconds(seconds),
  })),
];

/**
 * 'Fundido entre canciones' in Configuración. Where the browser keeps the volume to itself
 * (iPhone, iPad), the choice is shown off and says why rather than pretending.
 */
export function CrossfadeChoice() {
  const seconds = useCrossfadeSeconds();
  const adjustable = volumeIsAdjustable();
  return (
    <NativeSelect
      label={CROSSFADE_TEXTS.setting}
      description={adjustable ? CROSSFADE_TEXTS.hint : CROSSFADE_TEXTS.unsupported}
      data={OPTIONS}
      value={adjustable ? String(seconds) : '0'}
      disabled={!adjustable}
      onChange={(event) => setCrossfadeSeconds(Number(event.currentTarget.value))}
      maw={360}
    />
  );
}
