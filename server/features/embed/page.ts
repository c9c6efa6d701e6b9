/**
 * The embedded player's page (docs/product.md "Insertar"): plain HTML, a little CSS and one small
 * script, so a first load stays far under its 40 KB budget with no service worker, no app and no
 * sign-in. Keyboard and screen readers get real buttons, a labelled range and a live title.
 */
import { EMBED_TEXTS, type EmbedTheme } from '../../../domain/embed-texts';
import { formatDuration } from '../../../domain/format';
import { escapeHtml } from '../../html/page-shell';
import type { Embeddable, EmbedKind } from './embeddable';

export const EMBED_SCRIPT_PATH = '/embed/player.js';

/** Tambora's navy and red, with contrasts that pass in both themes. */
const STYLE = `
:root{color-scheme:light;--bg:#fff;--fg:#1b1f24;--muted:#4a5563;--accent:#0b2a5b;--on-accent:#fff;--line:#d7dce2;--link:#0b3d91}
:root[data-tema=oscuro]{color-scheme:dark;--bg:#14181d;--fg:#f1f3f5;--muted:#c2c9d1;--accent:#9cc0ff;--on-accent:#0b1a33;--line:#343b44;--link:#9cc0ff}
@media (prefers-color-scheme:dark){:root:not([data-tema=claro]){color-scheme:dark;--bg:#14181d;--fg:#f1f3f5;--muted:#c2c9d1;--accent:#9cc0ff;--on-accent:#0b1a33;--line:#343b44;--link:#9cc0ff}}
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{background:var(--bg);color:var(--fg);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;padding:12px;height:100%;align-content:start}
img{width:96px;height:96px;object-fit:cover;border-radius:8px;background:var(--line)}
h1{font-size:17px;margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
p{margin:0}.kicker,.by,.time{color:var(--muted);font-size:13px}
a{color:var(--link)}.info{min-width:0;display:grid;gap:4px;align-content:start}
.controls{display:flex;align-items:center;gap:8px}
.play{width:40px;height:40px;border-radius:50%;border:0;background:var(--accent);color:var(--on-accent);font-size:16px;cursor:pointer;flex:none}
.play:focus-visible,button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid var(--link);outline-offset:2px}
input[type=range]{flex:1;min-width:0;accent-color:var(--accent)}
ol{grid-column:1/-1;margin:0;padding:0;list-style:none;overflow:auto;border-top:1px solid var(--line)}
ol button{display:flex;justify-content:space-between;gap:8px;width:100%;padding:8px 4px;border:0;border-bottom:1px solid var(--line);background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
ol button[aria-current=true]{font-weight:700}
.open{grid-column:1/-1;font-weight:600;font-size:14px}
.gone{grid-column:1/-1;align-self:center;text-align:center}
`;

function htmlDocument(title: string, theme: EmbedTheme | null, body: string): string {
  return (
    `<!doctype html><html lang="es"${theme ? ` data-tema="${theme}"` : ''}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · Tambora</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

export function unavailablePage(kind: EmbedKind, theme: EmbedTheme | null): string {
  const words = EMBED_TEXTS.unavailable[kind];
  return htmlDocument(
    words,
    theme,
    `<main><p class="gone" role="alert">${escapeHtml(words)}</p></main>`,
  );
}

export interface EmbedPageOptions {
  theme: EmbedTheme | null;
  publicUrl: string;
  /** The site the player sits on (the Referer's host), told with each counted play. */
  host: string | null;
}

export function embedPage(item: Embeddable, options: EmbedPageOptions): string {
  const absolute = (path: string) => escapeHtml(new URL(path, options.publicUrl).href);
  const first = item.tracks[0];
  const list =
    item.tracks.length > 1
      ? `<ol aria-label="${EMBED_TEXTS.songs}">${item.tracks
          .map(
            (one, index) =>
              `<li><button type="button" data-track="${index}"${index === 0 ? ' aria-current="true"' : ''}>` +
              `<span>${index + 1}. ${escapeHtml(one.title)}</span><span>${formatDuration(one.seconds)}</span></button></li>`,
          )
          .join('')}</ol>`
      : '';
  const tracks = JSON.stringify(item.tracks).replace(/</g, '\\u003c');
  const body =
    `<main data-embed data-host="${escapeHtml(options.host ?? '')}">` +
    `<img src="${escapeHtml(item.image)}" alt="" width="96" height="96">` +
    `<div class="info"><p class="kicker">${EMBED_TEXTS.kicker[item.kind]}</p>` +
    `<h1 data-title aria-live="polite">${escapeHtml(item.kind === 'song' ? item.title : `${item.title}: ${first.title}`)}</h1>` +
    (item.creator
      ? `<p class="by"><a href="${absolute(`/ComposerPerfil/${item.creator.id}`)}" target="_blank" rel="noopener">${escapeHtml(item.creator.name)}</a></p>`
      : '') +
    `<div class="controls"><button type="button" class="play" data-play aria-label="${escapeHtml(EMBED_TEXTS.play(first.title))}">▶</button>` +
    `<input type="range" data-position aria-label="${EMBED_TEXTS.position}" min="0" max="${first.seconds}" step="1" value="0">` +
    `<span class="time" data-time>0:00</span></div></div>${list}` +
    `<a class="open" href="${absolute(item.pagePath)}" target="_blank" rel="noopener">${EMBED_TEXTS.listenOnTambora}</a>` +
    `<audio preload="none" data-audio></audio>` +
    `<script type="application/json" id="tambora-tracks">${tracks}</script>` +
    `<script src="${EMBED_SCRIPT_PATH}" defer></script></main>`;
  return htmlDocument(item.title, options.theme, body);
}
