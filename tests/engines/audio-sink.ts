import { spawnSync } from 'node:child_process';

/**
 * Headless Firefox and WebKitGTK fail media without an audio output: a PulseAudio daemon with a
 * null sink gives them one. Reused when one answers already.
 */
export function ensureAudioSink(): string | null {
  if (spawnSync('pactl', ['info']).status === 0) return null;
  if (spawnSync('which', ['pulseaudio']).status !== 0) {
    return 'no hay PulseAudio (apt-get install pulseaudio): Firefox y WebKit no reproducen sin salida de audio';
  }
  const started = spawnSync('pulseaudio', ['-D', '--exit-idle-time=-1'], { encoding: 'utf8' });
  if (started.status !== 0) return `PulseAudio no arrancó: ${started.stderr.trim()}`;
  spawnSync('pactl', ['load-module', 'module-null-sink', 'sink_name=nul']);
  spawnSync('pactl', ['set-default-sink', 'nul']);
  return null;
}
