/**
 * The length of a chosen audio file, read by the browser before anything is uploaded (spec
 * section 5: "Duration computed from the audio as m:ss"). The server reads it again from the file
 * and its figure is the one stored (DECISIONS "Data and lists").
 */
export function readAudioDuration(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = () => {
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
    audio.preload = 'metadata';
    audio.addEventListener(
      'loadedmetadata',
      () => {
        const seconds = audio.duration;
        done();
        if (Number.isFinite(seconds) && seconds > 0) resolve(seconds);
        else reject(new Error('duration unknown'));
      },
      { once: true },
    );
    audio.addEventListener(
      'error',
      () => {
        done();
        reject(new Error('not decodable'));
      },
      { once: true },
    );
    audio.src = url;
  });
}
