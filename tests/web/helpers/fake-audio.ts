/**
 * The browser's <audio> reading a file's metadata, as the upload form uses it: every file lasts
 * 3:05.4. Install it with `vi.stubGlobal('Audio', FakeAudio)`.
 */
export class FakeAudio extends EventTarget {
  preload = '';
  duration = Number.NaN;
  removeAttribute() {}
  set src(_url: string) {
    queueMicrotask(() => {
      this.duration = 185.4;
      this.dispatchEvent(new Event('loadedmetadata'));
    });
  }
}
