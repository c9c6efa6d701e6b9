/**
 * The embedded player's one script, served at /embed/player.js. Plain JavaScript, no build step:
 * it plays the light rendition, moves the position, walks the list, and counts a listen as the app
 * counts one (once, at 30 s or half the song: src/features/plays/listen-counter.ts) with its
 * origin 'embed' and the host of the page the player sits on.
 */
import { EMBED_TEXTS } from '../../../domain/embed-texts';

export const EMBED_SCRIPT = `(() => {
  const root = document.querySelector('[data-embed]');
  const tracks = JSON.parse(document.getElementById('tambora-tracks').textContent);
  const audio = root.querySelector('[data-audio]');
  const play = root.querySelector('[data-play]');
  const position = root.querySelector('[data-position]');
  const time = root.querySelector('[data-time]');
  const title = root.querySelector('[data-title]');
  const items = Array.from(root.querySelectorAll('[data-track]'));
  const words = { play: ${JSON.stringify(EMBED_TEXTS.play('§'))}, pause: ${JSON.stringify(EMBED_TEXTS.pause('§'))} };
  const heading = title.textContent.includes(': ') ? title.textContent.split(': ')[0] + ': ' : '';
  let index = 0, heard = 0, last = null, counted = false, listen = null;
  const clock = (s) => Math.floor(s / 60) + ':' + String(Math.floor(s % 60)).padStart(2, '0');
  const uuid = () => {
    if (crypto.randomUUID) return crypto.randomUUID();
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
    const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  };
  const label = () => {
    const t = tracks[index].title;
    play.setAttribute('aria-label', (audio.paused ? words.play : words.pause).replace('§', t));
    play.textContent = audio.paused ? '\\u25B6' : '\\u275A\\u275A';
  };
  const load = (next) => {
    index = next; heard = 0; last = null; counted = false; listen = uuid();
    audio.src = tracks[index].audio;
    position.max = String(tracks[index].seconds); position.value = '0'; time.textContent = '0:00';
    title.textContent = heading + tracks[index].title;
    items.forEach((item, i) => item.setAttribute('aria-current', String(i === index)));
    label();
  };
  const count = () => {
    counted = true;
    const body = { song_id: tracks[index].id, listen_id: listen, source: 'embed' };
    if (root.dataset.host) body.embed_host = root.dataset.host;
    fetch('/api/v1/plays', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body), credentials: 'omit', keepalive: true }).catch(() => {});
  };
  load(0);
  play.addEventListener('click', () => { if (audio.paused) audio.play(); else audio.pause(); });
  audio.addEventListener('play', label);
  audio.addEventListener('pause', label);
  audio.addEventListener('timeupdate', () => {
    const now = audio.currentTime;
    // Only time heard in a row counts: a jump forward is no listening.
    if (last !== null && now > last && now - last < 2) heard += now - last;
    last = now;
    position.value = String(Math.floor(now));
    time.textContent = clock(now);
    const needed = Math.min(30, (tracks[index].seconds || 60) / 2);
    if (!counted && heard >= needed) count();
  });
  audio.addEventListener('seeking', () => { last = null; });
  audio.addEventListener('ended', () => { if (index + 1 < tracks.length) { load(index + 1); audio.play(); } });
  position.addEventListener('input', () => { audio.currentTime = Number(position.value); });
  items.forEach((item, i) => item.addEventListener('click', () => { load(i); audio.play(); }));
})();
`;
