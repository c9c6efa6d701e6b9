import sharp from 'sharp';
import { SONG_STYLES, type SongStyle } from './demo-catalogue';

/**
 * Demo media made from nothing: short original tunes synthesised as WAV and geometric covers
 * drawn from SVG. Deterministic for an index so re-seeding produces the same files.
 */

export const DEMO_SAMPLE_RATE = 22050;
const SR = DEMO_SAMPLE_RATE;

/** Whole seconds, 20..29, varied by index so the catalogue shows different durations. */
export function demoSongDurationSeconds(index: number): number {
  return 20 + ((Math.abs(Math.trunc(index)) * 7) % 10);
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Wavetables: one cycle per timbre, computed once, so every voice costs one lookup per sample.

const TABLE_SIZE = 2048;
type Timbre = 'sine' | 'warm' | 'bright' | 'reed' | 'square' | 'brass';
const HARMONICS: Record<Timbre, number[]> = {
  sine: [1],
  warm: [1, 0.35, 0.12, 0.05],
  bright: [1, 0.6, 0.45, 0.3, 0.22, 0.15, 0.1, 0.06],
  reed: [1, 0.7, 0.55, 0.4, 0.3, 0.25, 0.18, 0.12, 0.08],
  square: [1, 0, 0.33, 0, 0.2, 0, 0.14, 0, 0.11],
  brass: [1, 0.8, 0.65, 0.5, 0.4, 0.3, 0.2, 0.12],
};
const tables = new Map<Timbre, Float32Array>();

function table(timbre: Timbre): Float32Array {
  const cached = tables.get(timbre);
  if (cached) return cached;
  const amps = HARMONICS[timbre];
  const t = new Float32Array(TABLE_SIZE);
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    let v = 0;
    for (let h = 0; h < amps.length; h++) {
      v += amps[h] * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE_SIZE);
    }
    t[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  for (let i = 0; i < TABLE_SIZE; i++) t[i] /= peak;
  tables.set(timbre, t);
  return t;
}

function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

// ---------------------------------------------------------------------------------------------
// Voices: each writes into a mix buffer only over its own span.

type LeadVoice = 'accordion' | 'pluck' | 'piano' | 'sax' | 'brass' | 'flute' | 'synth';

interface Tone {
  freq: number;
  start: number; // seconds
  dur: number; // seconds, before the release
  amp: number;
}

/** A pitched note: two wavetables crossfaded from bright to mellow, with an ADSR-ish shape. */
function playTone(out: Float32Array, tone: Tone, voice: LeadVoice | 'bass' | 'chord'): void {
  const shape = VOICE_SHAPES[voice];
  const bright = table(shape.bright);
  const mellow = table(shape.mellow);
  const startIdx = Math.floor(tone.start * SR);
  const total = Math.floor((tone.dur + shape.release) * SR);
  const end = Math.min(out.length, startIdx + total);
  const sustainEnd = tone.dur;
  const step = (tone.freq * TABLE_SIZE) / SR;
  const detuneStep = step * shape.detune;
  const attackLen = Math.max(1, Math.floor(shape.attack * SR));
  const sustainLen = Math.floor(sustainEnd * SR);
  const releaseLen = Math.max(1, Math.floor(shape.release * SR));
  // Exponentials as per-sample multipliers: Math.exp per sample would dominate the cost.
  const decayMul = Math.exp(-shape.decay / SR);
  const brightMul = Math.exp(-shape.brightDecay / SR);
  const vibStep = (2 * Math.PI * 5.5) / SR;
  const vibStart = Math.floor(0.15 * SR);
  let decayEnv = 1;
  let mix = 1;
  let phase = 0;
  let phase2 = TABLE_SIZE / 3;
  for (let i = startIdx, k = 0; i < end; i++, k++) {
    let env: number;
    if (k < attackLen) env = k / attackLen;
    else {
      env = decayEnv;
      decayEnv *= decayMul;
    }
    if (k > sustainLen) env *= Math.max(0, 1 - (k - sustainLen) / releaseLen);
    const vib = shape.vibrato > 0 && k > vibStart ? 1 + shape.vibrato * Math.sin(vibStep * k) : 1;
    const p = phase & (TABLE_SIZE - 1);
    let v = bright[p] * mix + mellow[p] * (1 - mix);
    if (shape.detune !== 0) {
      const p2 = phase2 & (TABLE_SIZE - 1);
      v = 0.6 * v + 0.4 * (bright[p2] * mix + mellow[p2] * (1 - mix));
      phase2 += detuneStep * vib;
      if (phase2 >= TABLE_SIZE) phase2 -= TABLE_SIZE;
    }
    mix *= brightMul;
    out[i] += v * env * tone.amp;
    phase += step * vib;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
  }
}

interface VoiceShape {
  bright: Timbre;
  mellow: Timbre;
  attack: number;
  decay: number; // exponential decay rate after the attack (1/s)
  release: number;
  brightDecay: number; // how fast the bright table fades into the mellow one (1/s)
  vibrato: number; // relative depth
  detune: number; // second oscillator ratio (0 = none)
}

/** Compact constructor so the table below reads as one row per voice. */
function voice(
  bright: Timbre,
  mellow: Timbre,
  [attack, decay, release, brightDecay, vibrato, detune]: number[],
): VoiceShape {
  return { bright, mellow, attack, decay, release, brightDecay, vibrato, detune };
}

// Columns: attack, decay, release, brightDecay, vibrato, detune.
const VOICE_SHAPES: Record<LeadVoice | 'bass' | 'chord', VoiceShape> = {
  // Accordion: two reeds slightly out of tune give the typical musette beating.
  accordion: voice('reed', 'reed', [0.015, 0.4, 0.04, 0, 0, 1.006]),
  pluck: voice('bright', 'warm', [0.003, 3.5, 0.08, 9, 0, 0]),
  piano: voice('bright', 'warm', [0.004, 2.2, 0.12, 5, 0, 1.002]),
  sax: voice('reed', 'warm', [0.04, 0.3, 0.06, 2, 0.006, 0]),
  brass: voice('brass', 'warm', [0.025, 1.2, 0.05, 1, 0.004, 1.004]),
  flute: voice('warm', 'sine', [0.06, 0.25, 0.1, 3, 0.008, 0]),
  synth: voice('square', 'square', [0.005, 4, 0.04, 0, 0, 1.008]),
  bass: voice('warm', 'sine', [0.006, 3, 0.05, 8, 0, 0]),
  chord: voice('bright', 'warm', [0.004, 5, 0.05, 10, 0, 0]),
};

type Drum =
  | 'tambora'
  | 'slap'
  | 'guira'
  | 'guiraLong'
  | 'kick'
  | 'snare'
  | 'hat'
  | 'clave'
  | 'bongo';

/** Percussion: pitched thumps with a falling pitch, and filtered noise bursts. */
function playDrum(out: Float32Array, drum: Drum, start: number, amp: number, rnd: () => number) {
  const startIdx = Math.floor(start * SR);
  const spec = DRUMS[drum];
  const end = Math.min(out.length, startIdx + Math.floor(spec.length * SR));
  const sine = table('sine');
  const sweepMul = Math.exp(-spec.sweep / SR);
  const toneMul = Math.exp(-spec.toneDecay / SR);
  const noiseMul = Math.exp(-spec.noiseDecay / SR);
  let sweep = 1;
  let toneEnv = spec.tone;
  let noiseEnv = spec.noise;
  let phase = 0;
  let prevNoise = 0;
  let low = 0;
  for (let i = startIdx; i < end; i++) {
    let v = 0;
    if (spec.tone > 0) {
      const f = spec.f1 + (spec.f0 - spec.f1) * sweep;
      sweep *= sweepMul;
      phase += (f * TABLE_SIZE) / SR;
      if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
      v += sine[phase & (TABLE_SIZE - 1)] * toneEnv;
      toneEnv *= toneMul;
    }
    if (spec.noise > 0) {
      const white = rnd() * 2 - 1;
      // High-pass (difference) for metal scrapes, low-pass (one pole) for skins.
      low += 0.35 * (white - low);
      const shaped = spec.highpass ? white - prevNoise : low;
      prevNoise = white;
      v += shaped * noiseEnv;
      noiseEnv *= noiseMul;
    }
    out[i] += v * amp;
  }
}

interface DrumSpec {
  length: number;
  f0: number;
  f1: number;
  sweep: number;
  tone: number;
  toneDecay: number;
  noise: number;
  noiseDecay: number;
  highpass: boolean;
}

/** Compact constructor so the table below reads as one row per drum. */
function drumSpec(
  [length, f0, f1, sweep, tone, toneDecay, noise, noiseDecay]: number[],
  highpass: boolean,
): DrumSpec {
  return { length, f0, f1, sweep, tone, toneDecay, noise, noiseDecay, highpass };
}

// Columns: length, pitch start, pitch end, pitch sweep rate, tone level, tone decay, noise level,
// noise decay; then whether the noise is high-passed (metal) or low-passed (skin).
const DRUMS: Record<Drum, DrumSpec> = {
  tambora: drumSpec([0.35, 150, 78, 30, 1, 9, 0.25, 60], false),
  slap: drumSpec([0.14, 420, 300, 40, 0.6, 30, 0.7, 45], false),
  guira: drumSpec([0.07, 0, 0, 0, 0, 0, 0.28, 55], true),
  guiraLong: drumSpec([0.16, 0, 0, 0, 0, 0, 0.3, 18], true),
  kick: drumSpec([0.45, 140, 48, 22, 1.2, 6, 0.1, 80], false),
  snare: drumSpec([0.2, 220, 180, 20, 0.5, 25, 0.6, 20], true),
  hat: drumSpec([0.05, 0, 0, 0, 0, 0, 0.2, 80], true),
  clave: drumSpec([0.1, 2400, 2300, 10, 0.5, 45, 0, 0], false),
  bongo: drumSpec([0.16, 520, 380, 35, 0.7, 22, 0.15, 70], false),
};

// ---------------------------------------------------------------------------------------------
// Styles: 16-step (sixteenth-note) patterns per bar. 'X' accented hit, 'x' normal hit, '.' rest.
// Bass steps use chord tones: '1' root, '3' third, '5' fifth, '8' octave.

interface StyleSpec {
  bpm: number;
  minor: boolean;
  progression: number[]; // chord roots as scale degrees (0-based), one chord per bar
  drums: Partial<Record<Drum, string>>;
  bass: string;
  chords: string; // when the chord instrument plays
  chordVoice: 'piano' | 'pluck' | 'accordion' | 'none';
  arpeggio: boolean; // chords broken into single notes (guitar requinto, piano ballad)
  lead: LeadVoice;
  density: number; // chance of a melody note on each eighth
}

const STYLES: Record<SongStyle, StyleSpec> = {
  merengue: {
    bpm: 132,
    minor: false,
    progression: [0, 4, 4, 0, 0, 3, 4, 0],
    drums: {
      tambora: 'X.....x.X..x.xx.',
      slap: '....X.......X...',
      guira: 'X.xxX.xxX.xxX.xx',
    },
    bass: '1.....5.1.....5.',
    chords: '..x...x...x...x.',
    chordVoice: 'piano',
    arpeggio: false,
    lead: 'sax',
    density: 0.7,
  },
  tipico: {
    bpm: 150,
    minor: false,
    progression: [0, 4, 4, 0],
    drums: {
      tambora: 'X..x..x.X.xx..x.',
      slap: '....x.......x...',
      guira: 'XxxxXxxxXxxxXxxx',
    },
    bass: '1...5...1...5...',
    chords: 'none',
    chordVoice: 'none',
    arpeggio: false,
    lead: 'accordion',
    density: 0.9,
  },
  bachata: {
    bpm: 128,
    minor: true,
    progression: [0, 3, 4, 0],
    drums: {
      bongo: 'x.x.x.xxx.x.x.xx',
      guiraLong: 'X...X...X...X...',
      guira: '..x...x...x...x.',
    },
    bass: '1..1..5.1..1..5.',
    chords: 'xxxxxxxxxxxxxxxx',
    chordVoice: 'pluck',
    arpeggio: true,
    lead: 'pluck',
    density: 0.6,
  },
  salsa: {
    bpm: 96,
    minor: true,
    progression: [0, 3, 4, 0],
    drums: {
      clave: 'x..x..x...x.x...',
      bongo: 'x.xxx.xxx.xxx.xx',
      hat: 'x...x...x...x...',
      tambora: '......x.....x...',
    },
    bass: '......1.....5...',
    chords: 'x.x.xx.x.x.xx.x.',
    chordVoice: 'piano',
    arpeggio: true,
    lead: 'brass',
    density: 0.55,
  },
  bolero: {
    bpm: 78,
    minor: false,
    progression: [1, 4, 0, 5],
    drums: {
      bongo: 'x.....x.x.x.....',
      hat: 'x.xxx.xxx.xxx.xx',
    },
    bass: '1.......5.......',
    chords: 'x.......x.......',
    chordVoice: 'piano',
    arpeggio: false,
    lead: 'flute',
    density: 0.45,
  },
  son: {
    bpm: 104,
    minor: false,
    progression: [0, 4, 4, 0],
    drums: {
      clave: 'x..x..x...x.x...',
      bongo: 'x.xxx.xxx.xxx.xx',
      guira: 'x...x...x...x...',
    },
    bass: '......1.....5...',
    chords: 'x..x..x.x.x..x..',
    chordVoice: 'pluck',
    arpeggio: true,
    lead: 'pluck',
    density: 0.55,
  },
  dembow: {
    bpm: 116,
    minor: true,
    progression: [0, 5, 3, 4],
    drums: {
      kick: 'X...X...X...X...',
      snare: '...x..x....x..x.',
      hat: 'x.x.x.x.x.x.x.x.',
    },
    bass: '1.......1.....5.',
    chords: 'none',
    chordVoice: 'none',
    arpeggio: false,
    lead: 'synth',
    density: 0.5,
  },
  balada: {
    bpm: 72,
    minor: false,
    progression: [0, 5, 3, 4],
    drums: {
      kick: 'X.......x.X.....',
      snare: '....X.......X...',
      hat: 'x.x.x.x.x.x.x.x.',
    },
    bass: '1.......5.......',
    chords: 'x.x.x.x.x.x.x.x.',
    chordVoice: 'piano',
    arpeggio: true,
    lead: 'flute',
    density: 0.45,
  },
  mambo: {
    bpm: 100,
    minor: false,
    progression: [0, 4, 0, 4],
    drums: {
      clave: 'x..x..x...x.x...',
      hat: 'x.x.x.x.x.x.x.x.',
      tambora: 'x.....x.x.....x.',
      bongo: '..xx..xx..xx..xx',
    },
    bass: '1..5..1.1..5..8.',
    chords: '..x..x...x..x...',
    chordVoice: 'piano',
    arpeggio: false,
    lead: 'brass',
    density: 0.75,
  },
  cumbia: {
    bpm: 96,
    minor: false,
    progression: [0, 4, 4, 0],
    drums: {
      tambora: 'X.......X.......',
      slap: '....x.......x...',
      guira: 'x.xxx.xxx.xxx.xx',
    },
    bass: '1.....5.1.....5.',
    chords: '..x...x...x...x.',
    chordVoice: 'accordion',
    arpeggio: false,
    lead: 'accordion',
    density: 0.6,
  },
};

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
// Harmonic minor: its raised seventh gives the major dominant that bachata and bolero lean on.
const MINOR = [0, 2, 3, 5, 7, 8, 11];

/** MIDI note of a scale degree (may be negative or above 6: wraps into octaves). */
function degreeToMidi(root: number, scale: number[], degree: number): number {
  const octave = Math.floor(degree / 7);
  const d = ((degree % 7) + 7) % 7;
  return root + 12 * octave + scale[d];
}

const LEAD_LEVEL: Record<LeadVoice, number> = {
  accordion: 0.22,
  pluck: 0.32,
  piano: 0.3,
  sax: 0.26,
  brass: 0.22,
  flute: 0.3,
  synth: 0.16,
};

interface Phrase {
  notes: { slot: number; degree: number; length: number }[];
}

/** A 4-bar melody on an eighth-note grid: a random walk that lands on chord tones on beats. */
function makePhrase(rnd: () => number, spec: StyleSpec, startBar: number): Phrase {
  const notes: Phrase['notes'] = [];
  let degree = 7 + Math.floor(rnd() * 3);
  for (let slot = 0; slot < 32; slot++) {
    const onBeat = slot % 2 === 0;
    const bar = Math.floor(slot / 8);
    const isPhraseEnd = slot >= 30;
    if (slot === 0 || (!isPhraseEnd && rnd() < spec.density * (onBeat ? 1 : 0.7))) {
      const chordRoot = spec.progression[(startBar + bar) % spec.progression.length];
      degree += Math.floor(rnd() * 5) - 2;
      if (slot % 8 === 0) {
        // Strong beat: snap to the nearest chord tone of this bar.
        const tones = [0, 2, 4].map((k) => chordRoot + k);
        let best = degree;
        let bestDist = 99;
        for (const base of tones) {
          for (const oct of [0, 7, 14]) {
            const cand = base + oct;
            const dist = Math.abs(cand - degree);
            if (dist < bestDist) {
              bestDist = dist;
              best = cand;
            }
          }
        }
        degree = best;
      }
      degree = Math.max(4, Math.min(13, degree));
      notes.push({ slot, degree, length: 1 });
    }
  }
  // Each note lasts until the next one, at most a half note.
  for (let i = 0; i < notes.length; i++) {
    const next = i + 1 < notes.length ? notes[i + 1].slot : 32;
    notes[i].length = Math.min(4, next - notes[i].slot);
  }
  return { notes };
}

function styleFor(index: number, style?: SongStyle): SongStyle {
  if (style && style in STYLES) return style;
  return SONG_STYLES[Math.abs(Math.trunc(index)) % SONG_STYLES.length];
}

/**
 * An original short tune for song `index`: RIFF/WAVE, PCM 16-bit mono, 22050 Hz, 20-29 s.
 * The same (index, style, tempo) always gives the same bytes.
 */
export function synthesizeSongWav(index: number, style?: SongStyle, tempo?: number): Buffer {
  const styleName = styleFor(index, style);
  const spec = STYLES[styleName];
  const rnd = mulberry32(0x7a3b0 + index * 7919 + SONG_STYLES.indexOf(styleName) * 104729);
  const bpm = tempo && tempo >= 50 && tempo <= 220 ? tempo : spec.bpm;
  const seconds = demoSongDurationSeconds(index);
  const n = seconds * SR;
  const rhythm = new Float32Array(n);
  const melodic = new Float32Array(n);

  const scale = spec.minor ? MINOR : MAJOR;
  const root = 48 + ((index * 5) % 8); // C3..G3: keeps bass and melody in a pleasant range
  const stepSec = 60 / bpm / 4;
  const barSec = stepSec * 16;
  const bars = Math.ceil(seconds / barSec);
  const phraseA = makePhrase(rnd, spec, 0);
  const phraseB = makePhrase(rnd, spec, 4);
  const humanRnd = mulberry32(index * 31 + 7);

  for (let bar = 0; bar < bars; bar++) {
    const barStart = bar * barSec;
    const chordRoot = spec.progression[bar % spec.progression.length];
    const chordMidi = [0, 2, 4].map((k) => degreeToMidi(root, scale, chordRoot + k));

    for (const [drum, pattern] of Object.entries(spec.drums) as [Drum, string][]) {
      for (let s = 0; s < 16; s++) {
        const c = pattern[s];
        if (c === '.') continue;
        const amp = (c === 'X' ? 0.9 : 0.55) * (0.9 + 0.2 * humanRnd());
        playDrum(rhythm, drum, barStart + s * stepSec, amp, rnd);
      }
    }

    for (let s = 0; s < 16; s++) {
      const c = spec.bass[s];
      if (c === '.') continue;
      const offset = c === '3' ? 2 : c === '5' ? 4 : c === '8' ? 7 : 0;
      let len = 1;
      while (s + len < 16 && spec.bass[s + len] === '.' && len < 6) len++;
      playTone(
        melodic,
        {
          freq: midiToHz(degreeToMidi(root - 12, scale, chordRoot + offset)),
          start: barStart + s * stepSec,
          dur: len * stepSec * 0.9,
          amp: 0.55,
        },
        'bass',
      );
    }

    if (spec.chordVoice !== 'none') {
      let arp = 0;
      for (let s = 0; s < 16; s++) {
        if (spec.chords[s] !== 'x') continue;
        const start = barStart + s * stepSec;
        const voice = spec.chordVoice === 'pluck' ? 'pluck' : 'chord';
        if (spec.arpeggio) {
          const pattern = [0, 1, 2, 1];
          const midi = chordMidi[pattern[arp++ % 4]] + 12;
          playTone(melodic, { freq: midiToHz(midi), start, dur: stepSec * 1.8, amp: 0.12 }, voice);
        } else {
          for (const midi of chordMidi) {
            playTone(
              melodic,
              { freq: midiToHz(midi + 12), start, dur: stepSec * 0.8, amp: 0.08 },
              spec.chordVoice === 'accordion' ? 'accordion' : voice,
            );
          }
        }
      }
    }
  }

  // Form: two bars of rhythm, then melody phrases A A B A ... in 4-bar blocks.
  const introBars = 2;
  const form = [phraseA, phraseA, phraseB, phraseA];
  for (let block = 0; introBars + block * 4 < bars; block++) {
    const phrase = form[block % form.length];
    const blockStart = (introBars + block * 4) * barSec;
    for (const note of phrase.notes) {
      const start = blockStart + note.slot * stepSec * 2;
      if (start >= seconds) break;
      playTone(
        melodic,
        {
          freq: midiToHz(degreeToMidi(root, scale, note.degree)),
          start,
          dur: note.length * stepSec * 2 * 0.85,
          amp: LEAD_LEVEL[spec.lead],
        },
        spec.lead,
      );
    }
  }

  return encodeWav(mixDown(rhythm, melodic, seconds));
}

/** Room sound on the melodic bus (two feedback combs), then fades and normalisation. */
function mixDown(rhythm: Float32Array, melodic: Float32Array, seconds: number): Float32Array {
  const combs = [Math.floor(0.0297 * SR), Math.floor(0.0411 * SR)];
  const wet = new Float32Array(melodic.length);
  for (const delay of combs) {
    const buf = new Float32Array(delay);
    let w = 0;
    for (let i = 0; i < melodic.length; i++) {
      const y = melodic[i] + buf[w] * 0.55;
      buf[w] = y;
      wet[i] += y;
      w = w + 1 === delay ? 0 : w + 1;
    }
  }
  const out = rhythm; // reuse the rhythm buffer to keep memory small
  let peak = 0;
  for (let i = 0; i < out.length; i++) {
    const v = out[i] * 0.7 + melodic[i] + wet[i] * 0.12;
    out[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  const gain = peak > 0 ? 0.89 / peak : 0;
  const fadeIn = Math.floor(0.01 * SR);
  const fadeOutStart = Math.floor((seconds - 1.5) * SR);
  for (let i = 0; i < out.length; i++) {
    let g = gain;
    if (i < fadeIn) g *= i / fadeIn;
    if (i > fadeOutStart) g *= Math.max(0, (out.length - i) / (out.length - fadeOutStart));
    out[i] *= g;
  }
  return out;
}

function encodeWav(samples: Float32Array): Buffer {
  const dataLen = samples.length * 2;
  const buf = Buffer.alloc(44 + dataLen);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataLen, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SR, 24);
  buf.writeUInt32LE(SR * 2, 28); // byte rate
  buf.writeUInt16LE(2, 32); // block align
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataLen, 40);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.min(1, Math.max(-1, samples[i]));
    const q = Math.round(v * 32767);
    // Little-endian by hand: faster than writeInt16LE and independent of the host's byte order.
    buf[44 + i * 2] = q & 0xff;
    buf[45 + i * 2] = (q >> 8) & 0xff;
  }
  return buf;
}

// ---------------------------------------------------------------------------------------------
// Covers

const PALETTES: string[][] = [
  ['#002D62', '#CE1126', '#FFFFFF', '#F2A900'],
  ['#CE1126', '#002D62', '#FFFFFF', '#FFB347'],
  ['#0B6E4F', '#F2A900', '#FFFFFF', '#CE1126'],
  ['#1B1B3A', '#FF6F3C', '#FFD166', '#00A6A6'],
  ['#002D62', '#00A6A6', '#FFFFFF', '#FFD166'],
  ['#7A1E48', '#F2A900', '#FFFFFF', '#002D62'],
  ['#003B46', '#FF6F3C', '#F7F3E3', '#CE1126'],
];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Splits a title into at most two balanced lines. */
function titleLines(title: string): string[] {
  const clean = title.trim().replace(/\s+/g, ' ');
  if (clean.length <= 16) return [clean];
  const words = clean.split(' ');
  let best: string[] = [clean];
  let bestDiff = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}

/** Geometric artwork: one of five layouts, colours from one of the palettes. */
function coverArt(index: number, c: string[]): string {
  const layout = Math.abs(Math.trunc(index)) % 5;
  switch (layout) {
    case 0: // a tambora head seen from the front: concentric rings
      return `<rect width="600" height="600" fill="${c[0]}"/>
        <circle cx="420" cy="200" r="230" fill="${c[1]}"/>
        <circle cx="420" cy="200" r="170" fill="${c[2]}" opacity="0.9"/>
        <circle cx="420" cy="200" r="110" fill="${c[3]}"/>
        <circle cx="420" cy="200" r="45" fill="${c[0]}"/>
        <path d="M0 420 L600 300 L600 360 L0 480 Z" fill="${c[2]}" opacity="0.25"/>`;
    case 1: // the flag's cross, tilted, with quarters of colour
      return `<rect width="600" height="600" fill="${c[0]}"/>
        <g transform="rotate(-12 300 300)">
          <rect x="-100" y="-100" width="390" height="380" fill="${c[1]}"/>
          <rect x="350" y="320" width="400" height="400" fill="${c[1]}"/>
          <rect x="290" y="-100" width="60" height="800" fill="${c[2]}"/>
          <rect x="-100" y="280" width="800" height="40" fill="${c[2]}"/>
        </g>
        <circle cx="318" cy="300" r="52" fill="${c[3]}"/>`;
    case 2: // a tropical sun over the sea
      return `<rect width="600" height="600" fill="${c[0]}"/>
        <circle cx="300" cy="250" r="150" fill="${c[1]}"/>
        ${[0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<path d="M0 ${300 + i * 50} Q150 ${270 + i * 50} 300 ${300 + i * 50} T600 ${300 + i * 50} V600 H0 Z" fill="${i % 2 ? c[3] : c[2]}" opacity="${0.35 + i * 0.12}"/>`,
          )
          .join('')}`;
    case 3: // bold diagonal stripes like a güira's grooves
      return `<rect width="600" height="600" fill="${c[0]}"/>
        ${[0, 1, 2, 3, 4, 5, 6]
          .map(
            (i) =>
              `<rect x="${-300 + i * 150}" y="-200" width="60" height="1100" fill="${[c[1], c[2], c[3]][i % 3]}" transform="rotate(30 300 300)"/>`,
          )
          .join('')}
        <circle cx="300" cy="250" r="120" fill="${c[0]}" stroke="${c[2]}" stroke-width="14"/>`;
    default: // triangles, a mosaic of palm-leaf shapes
      return `<rect width="600" height="600" fill="${c[0]}"/>
        ${[0, 1, 2, 3]
          .flatMap((row) =>
            [0, 1, 2, 3].map((col) => {
              const x = col * 150;
              const y = row * 120;
              const colour = c[1 + ((row + col) % 3)];
              const d =
                (row + col) % 2
                  ? `M${x} ${y} L${x + 150} ${y} L${x} ${y + 120} Z`
                  : `M${x + 150} ${y} L${x + 150} ${y + 120} L${x} ${y + 120} Z`;
              return `<path d="${d}" fill="${colour}" opacity="0.85"/>`;
            }),
          )
          .join('')}`;
  }
}

function coverSvg(title: string, index: number): string {
  const palette = PALETTES[Math.abs(Math.trunc(index)) % PALETTES.length];
  const lines = titleLines(title);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const fontSize = Math.max(30, Math.min(60, Math.floor(1000 / longest)));
  const bandHeight = lines.length * fontSize * 1.2 + 50;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${600 - bandHeight + 25 + fontSize * (i + 0.95)}" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    ${coverArt(index, palette)}
    <rect x="0" y="${600 - bandHeight}" width="600" height="${bandHeight}" fill="#0A1A33" opacity="0.82"/>
    <rect x="0" y="${600 - bandHeight}" width="600" height="6" fill="#CE1126"/>
    <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" fill="#FFFFFF">${text}</g>
  </svg>`;
}

/** A 600×600 PNG cover for a song or playlist. */
export async function drawCover(title: string, index: number): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(title, index)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

/** Up to two letters for an avatar: 'Fello Almonte' → 'FA', 'El Kilo' → 'EK'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('es');
}

function avatarSvg(name: string, index: number): string {
  const c = PALETTES[Math.abs(Math.trunc(index)) % PALETTES.length];
  const rings = [260, 210, 160]
    .map(
      (r, i) =>
        `<circle cx="300" cy="300" r="${r}" fill="none" stroke="${c[1 + (i % 3)]}" stroke-width="${26 - i * 6}" opacity="${0.9 - i * 0.15}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="${c[0]}"/>
    <path d="M0 ${420 + (index % 3) * 30} Q300 ${360 + (index % 4) * 20} 600 440 V600 H0 Z" fill="${c[3]}" opacity="0.35"/>
    ${rings}
    <circle cx="300" cy="300" r="118" fill="#0A1A33" opacity="0.85"/>
    <text x="300" y="300" dy="0.35em" text-anchor="middle" font-size="112" font-weight="bold"
      font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#FFFFFF">${escapeXml(initialsOf(name))}</text>
  </svg>`;
}

function bannerSvg(index: number): string {
  const c = PALETTES[Math.abs(Math.trunc(index)) % PALETTES.length];
  const hills = [0, 1, 2]
    .map((i) => {
      const y = 300 + i * 60;
      const peak = 200 + ((index * 97 + i * 131) % 900);
      return `<path d="M0 ${y} Q${peak} ${y - 120} ${peak + 300} ${y} T1500 ${y - 20} V500 H0 Z" fill="${c[1 + i]}" opacity="${0.3 + i * 0.2}"/>`;
    })
    .join('');
  const staff = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M0 ${110 + i * 18} C500 ${40 + i * 18} 900 ${180 + i * 18} 1500 ${90 + i * 18}" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.18"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c[0]}"/><stop offset="1" stop-color="#0A1A33"/>
    </linearGradient></defs>
    <rect width="1500" height="500" fill="url(#sky)"/>
    <circle cx="${1100 + (index % 3) * 80}" cy="150" r="120" fill="${c[3]}" opacity="0.55"/>
    ${staff}
    ${hills}
  </svg>`;
}

/** A 600×600 PNG portrait for a demo person: their initials on a drum head, in their colours. */
export async function drawAvatar(name: string, index: number): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(name, index)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

/** A 1500×500 PNG banner for a demo creator's profile: hills, a sun and a staff. */
export async function drawBanner(index: number): Promise<Buffer> {
  return sharp(Buffer.from(bannerSvg(index)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

// Thumbnails are made by the shared image module (uploads use the same); kept importable here.
export { makeThumbnail } from '../media/images';
