import { AUDIO_QUALITIES, AUDIO_QUALITY_TEXTS } from '../../../../domain/audio-quality';
import { audioQuality } from '../../player/audio-source';
import { ChoiceField } from './ChoiceField';

const CHOICES = AUDIO_QUALITIES.map((value) => ({
  value,
  label: AUDIO_QUALITY_TEXTS.choices[value],
}));

/** 'Calidad de audio' (issue 33 point 5): kept on this device, used from the next song on. */
export function AudioQualityChoice() {
  return (
    <ChoiceField
      legend={AUDIO_QUALITY_TEXTS.label}
      description={AUDIO_QUALITY_TEXTS.hint}
      value={audioQuality.use()}
      choices={CHOICES}
      onChange={audioQuality.set}
    />
  );
}
