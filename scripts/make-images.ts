/**
 * Draws Tambora's static images from SVG with sharp and writes them into public/.
 * Run with `npx tsx scripts/make-images.ts`; the results are committed (they are small).
 * The home carousel slides are dark: the script checks that white text passes WCAG AA on every
 * pixel of them and fails otherwise.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SLIDE_WIDTHS, slideImage } from '../domain/home-slides';

const BLUE = '#002D62';
const RED = '#CE1126';
const WHITE = '#FFFFFF';
const NAVY = '#0A1A33';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/**
 * The mark: a tambora lying on its side (white goatskin head, red body, white rope laced in a
 * zigzag) and its stick, drawn in a 100×100 box around (50, 50).
 */
function tamboraMark(): string {
  return `<g transform="translate(0 5)">
    <line x1="48" y1="25" x2="80" y2="11" stroke="${WHITE}" stroke-width="4" stroke-linecap="round"/>
    <circle cx="47" cy="25.5" r="3.6" fill="${WHITE}"/>
    <rect x="26" y="30" width="48" height="40" fill="${RED}"/>
    <ellipse cx="74" cy="50" rx="10" ry="20" fill="${RED}"/>
    <path d="M70 31 A10 20 0 0 1 70 69" fill="none" stroke="${WHITE}" stroke-width="3"/>
    <polyline points="33,32 40,68 47,32 54,68 61,32 68,68" fill="none" stroke="${WHITE}"
      stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round"/>
    <rect x="26" y="30" width="48" height="3.5" fill="${WHITE}"/>
    <rect x="26" y="66.5" width="48" height="3.5" fill="${WHITE}"/>
    <ellipse cx="26" cy="50" rx="10" ry="20" fill="${WHITE}"/>
    <ellipse cx="26" cy="50" rx="6.5" ry="15" fill="#F4E9D8"/>
  </g>`;
}

/** The mark on a blue square; `scale` is the mark's size relative to the canvas. */
function iconSvg(size: number, opts: { scale: number; rounded: boolean }): string {
  const radius = opts.rounded ? size * 0.2 : 0;
  const s = (size / 100) * opts.scale;
  const offset = (size - 100 * s) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${BLUE}"/>
    <g transform="translate(${offset} ${offset}) scale(${s})">${tamboraMark()}</g>
  </svg>`;
}

function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <title>Tambora</title>
  <rect width="100" height="100" rx="20" fill="${BLUE}"/>
  <g transform="translate(5 5) scale(0.9)">${tamboraMark()}</g>
</svg>
`;
}

function defaultCoverSvg(): string {
  const grooves = Array.from({ length: 22 }, (_, i) => 118 + i * 6)
    .map(
      (r) => `<circle cx="300" cy="300" r="${r}" fill="none" stroke="#2B2F3A" stroke-width="1.2"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${BLUE}"/><stop offset="1" stop-color="${NAVY}"/>
      </linearGradient>
    </defs>
    <rect width="600" height="600" fill="url(#bg)"/>
    <circle cx="300" cy="300" r="255" fill="#14161C"/>
    ${grooves}
    <path d="M130 170 A215 215 0 0 1 300 85" fill="none" stroke="#FFFFFF" stroke-opacity="0.18" stroke-width="10" stroke-linecap="round"/>
    <path d="M470 430 A215 215 0 0 1 300 515" fill="none" stroke="#FFFFFF" stroke-opacity="0.1" stroke-width="10" stroke-linecap="round"/>
    <clipPath id="label"><circle cx="300" cy="300" r="100"/></clipPath>
    <g clip-path="url(#label)">
      <rect x="200" y="200" width="100" height="100" fill="${BLUE}"/>
      <rect x="300" y="200" width="100" height="100" fill="${RED}"/>
      <rect x="200" y="300" width="100" height="100" fill="${RED}"/>
      <rect x="300" y="300" width="100" height="100" fill="${BLUE}"/>
      <rect x="290" y="200" width="20" height="200" fill="${WHITE}"/>
      <rect x="200" y="290" width="200" height="20" fill="${WHITE}"/>
    </g>
    <circle cx="300" cy="300" r="12" fill="${NAVY}"/>
  </svg>`;
}

function defaultAvatarSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <rect width="256" height="256" fill="#DDE3EC"/>
    <circle cx="128" cy="102" r="50" fill="#8C9AB0"/>
    <path d="M34 256 C34 192 78 166 128 166 C178 166 222 192 222 256 Z" fill="#8C9AB0"/>
  </svg>`;
}

function defaultBannerSvg(): string {
  const stripes = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${760 + i * 90}" y="-200" width="34" height="700" fill="${i % 2 ? WHITE : RED}" opacity="${i % 2 ? 0.12 : 0.45}" transform="rotate(25 ${760 + i * 90} 150)"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${NAVY}"/><stop offset="0.6" stop-color="${BLUE}"/>
        <stop offset="1" stop-color="#0B3F80"/>
      </linearGradient>
    </defs>
    <rect width="1200" height="300" fill="url(#bg)"/>
    ${stripes}
    <circle cx="180" cy="300" r="160" fill="none" stroke="${WHITE}" stroke-opacity="0.08" stroke-width="24"/>
    <circle cx="180" cy="300" r="100" fill="none" stroke="${RED}" stroke-opacity="0.35" stroke-width="18"/>
  </svg>`;
}

/** Four decorative, text-free carousel backgrounds, all dark enough for white text. */
function slideSvgs(): string[] {
  const W = 1600;
  const H = 600;
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;
  const blur =
    '<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>';

  // 1. Noche de tambora: navy night, the drum's head as rings, a red glow.
  const rings = [120, 190, 260, 330, 400, 470]
    .map(
      (r, i) =>
        `<circle cx="1250" cy="300" r="${r}" fill="none" stroke="${i % 2 ? RED : WHITE}" stroke-opacity="${i % 2 ? 0.35 : 0.1}" stroke-width="${14 - i}"/>`,
    )
    .join('');
  const slide1 = `${head}<defs>${blur}
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#050E1F"/><stop offset="1" stop-color="#00234D"/>
      </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="1250" cy="300" r="220" fill="${RED}" opacity="0.28" filter="url(#blur)"/>
    ${rings}
  </svg>`;

  // 2. Atardecer tropical: a low sun behind bands of sea, in deep warm tones.
  const waves = [0, 1, 2, 3]
    .map((i) => {
      const y = 380 + i * 60;
      return `<path d="M0 ${y} Q200 ${y - 35} 400 ${y} T800 ${y} T1200 ${y} T1600 ${y} V600 H0 Z" fill="${['#0B2A40', '#0A2236', '#081B2C', '#061422'][i]}"/>`;
    })
    .join('');
  const slide2 = `${head}<defs>${blur}
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1A0B24"/><stop offset="0.7" stop-color="#4A1626"/>
      </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="1100" cy="390" r="260" fill="#7A2A1A" opacity="0.55" filter="url(#blur)"/>
    <circle cx="1100" cy="390" r="150" fill="#8E3A1C"/>
    ${waves}
  </svg>`;

  // 3. Palmeras: two palm trees in silhouette on a dark teal night, a pale moon kept dim.
  const palm = (x: number, crownX: number, crownY: number, colour: string, size: number) => {
    const leaves = [-175, -150, -125, -100, -75, -50, -25, 0, 160, 20]
      .map((angle) => {
        const len = size * (angle > -20 || angle < -160 ? 0.85 : 1);
        // A leaf is a slim lens that droops at its tip.
        return `<path d="M0 0 Q${len * 0.5} ${-size * 0.16} ${len} ${size * 0.12} Q${len * 0.5} ${size * 0.02} 0 0 Z" fill="${colour}" transform="translate(${crownX} ${crownY}) rotate(${angle})"/>`;
      })
      .join('');
    const trunk = `<path d="M${x - 14} ${H} Q${(x + crownX) / 2 - 40} ${(H + crownY) / 2} ${crownX - 6} ${crownY} L${crownX + 6} ${crownY} Q${(x + crownX) / 2 - 20} ${(H + crownY) / 2} ${x + 14} ${H} Z" fill="${colour}"/>`;
    return trunk + leaves;
  };
  const slide3 = `${head}<defs>${blur}
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#041A1F"/><stop offset="1" stop-color="#0A3340"/>
      </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="1330" cy="140" r="160" fill="#2E4A48" opacity="0.4" filter="url(#blur)"/>
    <circle cx="1330" cy="140" r="64" fill="#4F5A52" opacity="0.8"/>
    ${palm(1180, 1110, 210, '#0E4A44', 230)}
    ${palm(1460, 1500, 300, '#0B3B38', 180)}
    <path d="M0 560 Q400 530 800 555 T1600 545 V600 H0 Z" fill="#03141A"/>
  </svg>`;

  // 4. Ritmo: a wine-to-blue sweep with a wavy staff and round notes.
  const staff = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 230 + i * 28;
      return `<path d="M600 ${y + 40} C950 ${y - 90} 1200 ${y + 90} 1600 ${y - 20}" fill="none" stroke="url(#fade)" stroke-width="3"/>`;
    })
    .join('');
  const notes = [
    [820, 250, RED],
    [930, 215, '#B8860B'],
    [1050, 268, RED],
    [1180, 300, WHITE],
    [1300, 286, '#B8860B'],
    [1430, 250, RED],
  ]
    .map(
      ([x, y, colour]) =>
        `<g fill="${colour}" opacity="${colour === WHITE ? 0.2 : 0.42}"><ellipse cx="${x}" cy="${y}" rx="26" ry="18" transform="rotate(-20 ${x} ${y})"/><rect x="${Number(x) + 20}" y="${Number(y) - 92}" width="5" height="90"/></g>`,
    )
    .join('');
  const slide4 = `${head}<defs>${blur}
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#2A0716"/><stop offset="1" stop-color="#001B3D"/>
      </linearGradient>
      <linearGradient id="fade" x1="600" y1="0" x2="1600" y2="0" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${WHITE}" stop-opacity="0"/>
        <stop offset="0.3" stop-color="${WHITE}" stop-opacity="0.16"/>
      </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="1150" cy="280" r="240" fill="${BLUE}" opacity="0.6" filter="url(#blur)"/>
    ${staff}
    ${notes}
  </svg>`;

  return [slide1, slide2, slide3, slide4];
}

function channelToLinear(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG contrast of white text against the lightest pixel of the image. */
async function worstWhiteContrast(buf: Buffer): Promise<number> {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let maxL = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const l =
      0.2126 * channelToLinear(data[i]) +
      0.7152 * channelToLinear(data[i + 1]) +
      0.0722 * channelToLinear(data[i + 2]);
    if (l > maxL) maxL = l;
  }
  return 1.05 / (maxL + 0.05);
}

async function write(relative: string, data: Buffer | string, limitKb: number): Promise<void> {
  const file = `${publicDir}${relative}`;
  await writeFile(file, data);
  const { size } = await stat(file);
  const kb = size / 1024;
  console.log(`${relative.padEnd(30)} ${kb.toFixed(1)} KB`);
  if (kb > limitKb) throw new Error(`${relative} pesa ${kb.toFixed(1)} KB (límite ${limitKb} KB)`);
}

function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toBuffer();
}

function svgToWebp(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
}

async function main(): Promise<void> {
  await mkdir(`${publicDir}icons`, { recursive: true });
  await mkdir(`${publicDir}images`, { recursive: true });

  await write('icons/favicon.svg', faviconSvg(), 30);
  await write(
    'icons/icon-192.png',
    await svgToPng(iconSvg(192, { scale: 0.95, rounded: true })),
    30,
  );
  await write(
    'icons/icon-512.png',
    await svgToPng(iconSvg(512, { scale: 0.95, rounded: true })),
    30,
  );
  // Maskable: full-bleed blue, the mark kept well inside the central 80% safe circle.
  await write(
    'icons/maskable-512.png',
    await svgToPng(iconSvg(512, { scale: 0.78, rounded: false })),
    30,
  );
  // iOS draws its own rounded corners and shows transparency as black: opaque, full-bleed.
  const apple = await sharp(Buffer.from(iconSvg(180, { scale: 0.85, rounded: false })))
    .flatten({ background: BLUE })
    .removeAlpha()
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toBuffer();
  await write('icons/apple-touch-icon.png', apple, 30);

  // Lists show it at card size for every song without a cover: kept light (it is on first visits).
  await write('images/default-cover.webp', await svgToWebp(defaultCoverSvg(), 55), 60);
  await write('images/default-avatar.webp', await svgToWebp(defaultAvatarSvg()), 60);
  await write('images/default-banner.webp', await svgToWebp(defaultBannerSvg()), 60);

  const slides = slideSvgs();
  for (let i = 0; i < slides.length; i++) {
    const webp = await svgToWebp(slides[i], 72);
    const contrast = await worstWhiteContrast(webp);
    if (contrast < 4.5) throw new Error(`slide-${i + 1}: el texto blanco no alcanza 4.5:1`);
    // Every width in domain/home-slides.ts: the widest is the drawing itself, the others are
    // scaled from it, so phones download a quarter of the pixels.
    for (const width of SLIDE_WIDTHS) {
      const file = slideImage(i + 1, width).replace(/^\//, '');
      const data =
        width === 1600
          ? webp
          : await sharp(webp).resize({ width }).webp({ quality: 72, effort: 6 }).toBuffer();
      await write(file, data, 60);
    }
    console.log(`  contraste mínimo del texto blanco: ${contrast.toFixed(2)}:1`);
  }
}

await main();
