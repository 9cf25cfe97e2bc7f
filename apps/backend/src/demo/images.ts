import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Random } from './random';

/**
 * Demo images, drawn as SVG and encoded as JPEG (or PNG for logos) by sharp: studio-like
 * backdrops, an abstract figure silhouette, editorial shapes. Generated once on first start.
 */

interface Palette {
  top: string;
  bottom: string;
  accent: string;
  figure: string;
  figureLight: string;
}

const PALETTES: readonly Palette[] = [
  { top: '#ece3da', bottom: '#c7b3a3', accent: '#a8826b', figure: '#2d2420', figureLight: '#5a4a42' },
  { top: '#e2e6e9', bottom: '#aeb9c2', accent: '#6d8193', figure: '#1f262d', figureLight: '#4a5662' },
  { top: '#e6e8df', bottom: '#b5bda6', accent: '#7c8a68', figure: '#262b21', figureLight: '#4d5643' },
  { top: '#f1e4e1', bottom: '#d3aea8', accent: '#b07a72', figure: '#33211f', figureLight: '#6a4844' },
  { top: '#efe9dc', bottom: '#d6c49d', accent: '#b8955a', figure: '#2e271c', figureLight: '#5e523d' },
  { top: '#3a3634', bottom: '#1c1a19', accent: '#9c8672', figure: '#d9cfc6', figureLight: '#f4ede6' },
  { top: '#e9e4ee', bottom: '#b9abc7', accent: '#8b76a0', figure: '#261f2d', figureLight: '#54485f' },
  { top: '#f0e6dc', bottom: '#d9a98a', accent: '#c0704c', figure: '#2f1f17', figureLight: '#6b4634' },
];

type Hair = 'long' | 'bun' | 'short' | 'curly';
const HAIRS: readonly Hair[] = ['long', 'bun', 'short', 'curly'];

function hairShape(hair: Hair, color: string): { behind: string; front: string } {
  switch (hair) {
    case 'long':
      return {
        behind: `<path fill="${color}" d="M-0.78 -0.1 C-0.9 -1.25 0.9 -1.25 0.78 -0.1 C0.9 0.8 1.02 1.7 0.98 2.45 C0.45 2.2 -0.45 2.2 -0.98 2.45 C-1.02 1.7 -0.9 0.8 -0.78 -0.1 Z"/>`,
        front: `<path fill="${color}" d="M-0.66 -0.05 C-0.72 -1.08 0.72 -1.08 0.66 -0.05 C0.45 -0.55 -0.3 -0.62 -0.66 -0.05 Z"/>`,
      };
    case 'bun':
      return {
        behind: `<circle fill="${color}" cx="0.12" cy="-0.98" r="0.4"/>`,
        front: `<path fill="${color}" d="M-0.65 -0.02 C-0.7 -1.02 0.7 -1.02 0.65 -0.02 C0.5 -0.5 -0.5 -0.5 -0.65 -0.02 Z"/>`,
      };
    case 'short':
      return {
        behind: '',
        front: `<path fill="${color}" d="M-0.66 -0.08 C-0.72 -1.0 0.72 -1.0 0.66 -0.08 C0.52 -0.4 -0.52 -0.4 -0.66 -0.08 Z"/>`,
      };
    case 'curly':
      return {
        behind: [
          [-0.62, -0.55, 0.42],
          [0.62, -0.55, 0.42],
          [-0.3, -0.88, 0.45],
          [0.3, -0.88, 0.45],
          [-0.78, 0.05, 0.36],
          [0.78, 0.05, 0.36],
          [0, -0.98, 0.42],
        ]
          .map(([x, y, r]) => `<circle fill="${color}" cx="${x}" cy="${y}" r="${r}"/>`)
          .join(''),
        front: '',
      };
  }
}

/** An abstract standing figure in local units: head at (0,0), shoulders ~1.9 units down. */
function figure(id: string, palette: Palette, hair: Hair, tilt: number): string {
  const { behind, front } = hairShape(hair, palette.figure);
  return `
  <defs>
    <linearGradient id="${id}-body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.figureLight}"/>
      <stop offset="1" stop-color="${palette.figure}"/>
    </linearGradient>
  </defs>
  <g>
    <path fill="url(#${id}-body)" d="M-0.3 1.05 C-0.9 1.12 -1.5 1.25 -1.72 1.85 C-1.62 2.9 -1.3 3.9 -1.2 4.8
      C-1.3 5.6 -1.52 6.2 -1.52 6.9 C-1.48 8.2 -1.3 10.2 -1.15 12.5 L-0.12 12.5 C-0.08 10.6 -0.05 9.2 0 8.1
      C0.05 9.2 0.08 10.6 0.12 12.5 L1.15 12.5 C1.3 10.2 1.48 8.2 1.52 6.9 C1.52 6.2 1.3 5.6 1.2 4.8
      C1.3 3.9 1.62 2.9 1.72 1.85 C1.5 1.25 0.9 1.12 0.3 1.05 Z"/>
    <path fill="url(#${id}-body)" d="M-1.72 1.85 C-1.95 2.4 -2.02 3.4 -2.0 4.3 C-1.98 5.2 -1.95 5.9 -1.9 6.5
      C-1.85 6.75 -1.62 6.8 -1.6 6.5 C-1.6 5.8 -1.58 5.1 -1.56 4.4 C-1.52 3.6 -1.45 2.9 -1.4 2.3 Z"/>
    <path fill="url(#${id}-body)" d="M1.72 1.85 C1.95 2.4 2.02 3.4 2.0 4.3 C1.98 5.2 1.95 5.9 1.9 6.5
      C1.85 6.75 1.62 6.8 1.6 6.5 C1.6 5.8 1.58 5.1 1.56 4.4 C1.52 3.6 1.45 2.9 1.4 2.3 Z"/>
    <g transform="rotate(${tilt.toFixed(1)} 0 0.9)">
      ${behind}
      <path fill="${palette.figure}" d="M-0.24 0.55 L0.24 0.55 L0.3 1.2 L-0.3 1.2 Z"/>
      <ellipse fill="url(#${id}-body)" cx="0" cy="0" rx="0.62" ry="0.8"/>
      ${front}
    </g>
  </g>`;
}

function backdrop(id: string, width: number, height: number, palette: Palette, lightX: number): string {
  return `
  <defs>
    <linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.top}"/>
      <stop offset="1" stop-color="${palette.bottom}"/>
    </linearGradient>
    <radialGradient id="${id}-light" cx="${lightX}" cy="0.38" r="0.8">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.42"/>
      <stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="0.8" stop-color="#000000" stop-opacity="0.06"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.22"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>
  <rect width="${width}" height="${height}" fill="url(#${id}-light)"/>`;
}

/** A decorative shape behind the figure: ring, arch, disc or stripe. */
function ornament(kind: number, width: number, height: number, palette: Palette, cx: number): string {
  const r = Math.min(width, height) * 0.36;
  switch (kind % 4) {
    case 0:
      return `<circle cx="${cx}" cy="${height * 0.36}" r="${r}" fill="none" stroke="${palette.accent}" stroke-opacity="0.55" stroke-width="${r * 0.025}"/>`;
    case 1:
      return `<path fill="${palette.accent}" fill-opacity="0.28" d="M${cx - r} ${height} L${cx - r} ${height * 0.42} A${r} ${r} 0 0 1 ${cx + r} ${height * 0.42} L${cx + r} ${height} Z"/>`;
    case 2:
      return `<circle cx="${cx + r * 0.55}" cy="${height * 0.3}" r="${r * 0.8}" fill="${palette.accent}" fill-opacity="0.3"/>`;
    default:
      return `<rect x="${cx - r * 0.7}" y="0" width="${r * 1.4}" height="${height}" fill="${palette.accent}" fill-opacity="0.18"/>`;
  }
}

interface SceneOptions {
  width: number;
  height: number;
  seed: number;
  /** Figure centre as a share of the width. */
  figureX?: number;
  /** Head top as a share of the height. */
  headY?: number;
  /** Pixels per figure unit as a share of the height. */
  scale?: number;
  ornament?: boolean;
  palette?: Palette;
}

/** A studio scene: backdrop, optional ornament, one figure. */
export function sceneSvg(options: SceneOptions): string {
  const random = new Random(options.seed);
  const { width, height } = options;
  const palette = options.palette ?? random.pick(PALETTES);
  const id = `s${options.seed}`;
  const cx = width * (options.figureX ?? 0.5);
  const unit = height * (options.scale ?? 0.095);
  const headY = height * (options.headY ?? 0.2);
  const hair = random.pick(HAIRS);
  const tilt = random.int(-7, 7);
  const shapes = options.ornament === false ? '' : ornament(random.int(0, 3), width, height, palette, cx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${backdrop(id, width, height, palette, options.figureX ?? 0.5)}
  ${shapes}
  <g transform="translate(${cx.toFixed(1)} ${headY.toFixed(1)}) scale(${unit.toFixed(2)})">${figure(id, palette, hair, tilt)}</g>
</svg>`;
}

/** A composite card: a large shot, four small ones and the agency mark. */
export function compositeSvg(width: number, height: number, seed: number): string {
  const random = new Random(seed);
  const palette = random.pick(PALETTES);
  const pad = width * 0.035;
  const bigW = width * 0.4;
  const bigH = height - pad * 2 - height * 0.1;
  const gridX = pad * 2 + bigW;
  const cellW = (width - gridX - pad * 2) / 2;
  const cellH = (bigH - pad) / 2;
  const panel = (x: number, y: number, w: number, h: number, s: number, headY: number, scale: number) => {
    const inner = sceneSvg({ width: w, height: h, seed: s, palette, headY, scale, ornament: false })
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '');
    return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;
  };
  const cells = [0, 1, 2, 3]
    .map((i) =>
      panel(
        gridX + (i % 2) * (cellW + pad),
        pad + Math.floor(i / 2) * (cellH + pad),
        cellW,
        cellH,
        seed * 10 + i + 1,
        i % 2 === 0 ? 0.22 : 0.14,
        i % 2 === 0 ? 0.12 : 0.2,
      ),
    )
    .join('');
  const footerY = height - pad - height * 0.035;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f7f5f2"/>
  ${panel(pad, pad, bigW, bigH, seed * 10, 0.16, 0.1)}
  ${cells}
  <text x="${pad}" y="${footerY}" font-family="DejaVu Serif, Liberation Serif, serif" font-size="${height * 0.045}" letter-spacing="${height * 0.012}" fill="#1b1b1b">VITRINE</text>
  <g fill="#1b1b1b" fill-opacity="0.55">
    ${[0, 1, 2, 3, 4]
      .map((i) => `<rect x="${gridX + i * (cellW * 0.42)}" y="${footerY - height * 0.018}" width="${cellW * 0.32}" height="${height * 0.008}" rx="${height * 0.004}"/>`)
      .join('')}
  </g>
</svg>`;
}

/** An editorial still for blog covers: overlapping shapes, sometimes a figure. */
export function editorialSvg(width: number, height: number, seed: number): string {
  const random = new Random(seed);
  const palette = random.pick(PALETTES);
  const id = `e${seed}`;
  const shapes = Array.from({ length: 3 }, (_, i) => {
    const r = height * (0.25 + random.next() * 0.35);
    const x = width * (0.15 + random.next() * 0.7);
    const y = height * (0.2 + random.next() * 0.6);
    const opacity = (0.18 + random.next() * 0.3).toFixed(2);
    return i === 1
      ? `<rect x="${x - r / 2}" y="${y - r}" width="${r}" height="${r * 2}" fill="${palette.accent}" fill-opacity="${opacity}"/>`
      : `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 0 ? palette.accent : palette.figureLight}" fill-opacity="${opacity}"/>`;
  }).join('');
  const withFigure = random.chance(0.6);
  const figureX = 0.3 + random.next() * 0.4;
  const person = withFigure
    ? `<g transform="translate(${width * figureX} ${height * (width >= height ? 0.22 : 0.3)}) scale(${Math.min(width, height) * 0.11})">${figure(id, palette, random.pick(HAIRS), random.int(-6, 6))}</g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${backdrop(id, width, height, palette, figureX)}
  ${shapes}
  ${person}
</svg>`;
}

/** The agency wordmark with a monogram; transparent PNG. */
export function logoSvg(width: number, height: number, color: string): string {
  const r = height * 0.36;
  const cx = r + height * 0.08;
  const cy = height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${height * 0.025}"/>
  <path fill="none" stroke="${color}" stroke-width="${height * 0.05}" stroke-linejoin="round"
    d="M${cx - r * 0.5} ${cy - r * 0.45} L${cx} ${cy + r * 0.5} L${cx + r * 0.5} ${cy - r * 0.45}"/>
  <text x="${cx + r + height * 0.18}" y="${cy + height * 0.05}" font-family="DejaVu Serif, Liberation Serif, serif"
    font-size="${height * 0.4}" letter-spacing="${height * 0.08}" fill="${color}">VITRINE</text>
  <text x="${cx + r + height * 0.2}" y="${cy + height * 0.28}" font-family="DejaVu Sans, Liberation Sans, sans-serif"
    font-size="${height * 0.12}" letter-spacing="${height * 0.1}" fill="${color}" fill-opacity="0.75">MODELS · TALENTS</text>
</svg>`;
}

export type ImageFormat = 'jpeg' | 'png';

/** One file of the demo media: path under the media folder, size, how to draw it. */
export interface ImageSpec {
  file: string;
  width: number;
  height: number;
  format: ImageFormat;
  svg: () => string;
  /** Drawn from another spec's SVG and resized (thumbnails). */
  resizeOf?: { width: number; height: number };
}

async function render(spec: ImageSpec, source: string, target: string): Promise<void> {
  let image = sharp(Buffer.from(source), { density: 72 });
  if (spec.resizeOf) image = image.resize(spec.width, spec.height, { fit: 'cover' });
  if (spec.format === 'png') await image.png({ compressionLevel: 9 }).toFile(target);
  else await image.jpeg({ quality: 80, progressive: true }).toFile(target);
}

/** Cache key of an image: everything its bytes depend on. */
function cacheKey(spec: ImageSpec, source: string): string {
  return createHash('sha256')
    .update(JSON.stringify([sharp.versions.sharp, spec.format, spec.width, spec.height, spec.resizeOf ?? null, source]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Renders every spec into mediaDir, a few at a time. With a cacheDir, each image is kept there
 * under a hash of its drawing, so later data folders (tests, e2e stacks) copy it instead of
 * drawing it again; written atomically (temp file, then rename), safe for parallel processes.
 */
export async function renderImages(
  mediaDir: string,
  specs: readonly ImageSpec[],
  options: { cacheDir?: string; concurrency?: number } = {},
): Promise<void> {
  const { cacheDir, concurrency = 4 } = options;
  const folders = new Set(specs.map((spec) => path.dirname(path.join(mediaDir, spec.file))));
  if (cacheDir) folders.add(cacheDir);
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));

  const produce = async (spec: ImageSpec) => {
    const target = path.join(mediaDir, spec.file);
    const source = spec.svg();
    if (!cacheDir) return render(spec, source, target);
    const cached = path.join(cacheDir, `${cacheKey(spec, source)}.${spec.format === 'png' ? 'png' : 'jpg'}`);
    try {
      await copyFile(cached, target);
      return;
    } catch {
      // not cached yet
    }
    await render(spec, source, target);
    const partial = `${cached}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await copyFile(target, partial);
      await rename(partial, cached);
    } catch {
      await rm(partial, { force: true }); // a cache that cannot be written is only slower
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      if (spec) await produce(spec);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, specs.length) }, worker));
}

/** The shipped demo videos (apps/backend/assets): a landscape one for wide screens, a portrait
 * one for phones and portrait boxes. 5 s H.264 of ffmpeg's gradients source, 24–37 KB. */
export const DEMO_VIDEOS = {
  landscape: { asset: 'demo.mp4', file: 'video/demo.mp4', width: 960, height: 540 },
  portrait: { asset: 'demo-portrait.mp4', file: 'video/demo-portrait.mp4', width: 720, height: 1280 },
} as const;

/** Copies the shipped demo videos into the media folder. */
export async function copyDemoVideos(assetsDir: string, mediaDir: string): Promise<void> {
  await mkdir(path.join(mediaDir, 'video'), { recursive: true });
  for (const video of Object.values(DEMO_VIDEOS)) {
    await copyFile(path.join(assetsDir, video.asset), path.join(mediaDir, video.file));
  }
}
