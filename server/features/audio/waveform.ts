/**
 * A waveform for the seek bar: the loudest sample of each of `points` equal stretches of the song,
 * scaled so the loudest stretch is 1 (SoundCloud-style bars fill their height). Fed the decoded
 * 16-bit mono samples as they stream out of ffmpeg, so no song is held in memory.
 */
export interface PeakAccumulator {
  push(chunk: Buffer): void;
  result(): number[];
}

/** `expectedSamples` places each sample in its stretch; samples past it count in the last one. */
export function peaksOf(expectedSamples: number, points: number): PeakAccumulator {
  const peaks = new Float64Array(points);
  const total = Math.max(1, expectedSamples);
  let index = 0;
  let carry: Buffer | null = null;

  return {
    push(incoming) {
      // A chunk may end in the middle of a two-byte sample: keep that byte for the next one.
      const chunk: Buffer = carry ? Buffer.concat([carry, incoming]) : incoming;
      const usable = chunk.length - (chunk.length % 2);
      carry = usable < chunk.length ? chunk.subarray(usable) : null;
      for (let offset = 0; offset < usable; offset += 2) {
        const value = Math.abs(chunk.readInt16LE(offset)) / 32768;
        const bucket = Math.min(points - 1, Math.floor((index * points) / total));
        if (value > peaks[bucket]) peaks[bucket] = value;
        index += 1;
      }
    },
    result() {
      const loudest = Math.max(...peaks);
      if (loudest <= 0) return Array.from(peaks, () => 0);
      // Two decimals are plenty for a drawing, and every list item carries them.
      return Array.from(peaks, (peak) => Math.round((peak / loudest) * 100) / 100);
    },
  };
}
