// Draws the app icons into public/ (run once; the PNGs are committed): a Didone-style "V"
// monogram, white on near-black. `node apps/web/scripts/make-icons.mjs`
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** The monogram on a 512 grid; `inset` shrinks it into the safe zone of maskable icons. */
function svg(size, inset) {
  const s = (v) => (v * (1 - inset * 2) + 512 * inset).toFixed(1);
  // Thick left stroke, hairline right stroke, bracketed serifs: the contrast of a Bodoni.
  const thick = `M${s(148)} ${s(150)} L${s(214)} ${s(150)} L${s(275)} ${s(330)} L${s(256)} ${s(372)} Z`;
  const thin = `M${s(350)} ${s(150)} L${s(360)} ${s(150)} L${s(262)} ${s(372)} L${s(256)} ${s(372)} L${s(256)} ${s(358)} Z`;
  const serifLeft = `M${s(126)} ${s(146)} L${s(236)} ${s(146)} L${s(236)} ${s(152)} L${s(126)} ${s(152)} Z`;
  const serifRight = `M${s(318)} ${s(146)} L${s(392)} ${s(146)} L${s(392)} ${s(152)} L${s(318)} ${s(152)} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#111111"/>
  <g fill="#ffffff">
    <path d="${thick}"/><path d="${thin}"/><path d="${serifLeft}"/><path d="${serifRight}"/>
    <rect x="${s(196)}" y="${s(404)}" width="${(120 * (1 - inset * 2)).toFixed(1)}" height="${(2 * (1 - inset * 2)).toFixed(1)}"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1 },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.04 },
];

for (const { file, size, inset } of icons) {
  await sharp(Buffer.from(svg(size, inset)), { density: 72 * (size / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(publicDir + file);
  console.log(`public/${file}`);
}

// The site's default Open Graph image (lib/seo-core.ts DEFAULT_IMAGE): the monogram centred on
// a 1200×630 card. No text: the agency's name is configured, the image is not.
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#111111"/>
  <g transform="translate(344 59)">${svg(512, 0).replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '')}</g>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile(publicDir + 'og-default.png');
console.log('public/og-default.png');
