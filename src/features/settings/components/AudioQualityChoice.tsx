import {
  AUDIO_QUALITIES,
  AUDIO_QUALITY_TEXTS,
  DOWNLOAD_QUALITIES,
  DOWNLOAD_QUALITY_TEXTS,
} from '../../../../domain/audio-quality';
import { audioQuality, downloadQuality } from '../../offline/audio-source';
import { ChoiceField } from './ChoiceField';

const CHOICES = AUDIO_QUALITIES.map((value) => ({
  value,
  label: AUDIO_QUALITY_TEXTS.choices[value],
}));

const DOWNLOAD_CHOICES = DOWNLOAD_QUALITIES.map((value) => ({
  value,
  label: DOWNLOAD_QUALITY_TEXTS.choices[value],
}));

/**
 * 'Calidad de audio' and, apart, 'Calidad de las descargas': kept on this
 * device; the first applies from the next song, the second to songs saved from now on.
 */
export function AudioQualityChoice() {
  return (
    <>
      <ChoiceField
        legend={AUDIO_QUALITY_TEXTS.label}
        description={AUDIO_QUALITY_TEXTS.hint}
        value={audioQuality.use()}
        choices={CHOICES}
        onChange={audioQuality.set}
      />
      <ChoiceField
        legend={DOWNLOAD_QUALITY_TEXTS.label}
        description={DOWNLOAD_QUALITY_TEXTS.hint}
        value={downloadQuality.use()}
        choices={DOWNLOAD_CHOICES}
        onChange={downloadQuality.set}
      />
    </>
  );
}
