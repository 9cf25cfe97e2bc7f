import 'server-only';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { ImageItem, Locale, TalentProfile } from '@vitrine/contracts';
import type { Unit } from '../talents/format';
import { fetchImage } from './card';
import { isLandscape } from './tabs';
import { measurementLines } from './measurements';

/** A5 landscape in PDF points (148 × 210 mm): the usual format of a printed comp card. */
export const COMP_CARD_SIZE: [number, number] = [595.28, 419.53];

export interface CompCardInput {
  profile: TalentProfile;
  locale: Locale;
  unit: Unit;
  agency: string;
  /** Lines of the agency's contact (phone, WhatsApp, site). */
  contact: string[];
}

/** Three to five book images, portraits first (the layout has portrait frames). */
export function compCardImages(book: readonly ImageItem[]): ImageItem[] {
  const portraits = book.filter((image) => !isLandscape(image));
  const landscapes = book.filter((image) => isLandscape(image));
  return [...portraits, ...landscapes].slice(0, 5);
}

/** A book image fetched and downscaled to `pixels` high as a JPEG (null when it cannot be fetched
 * or decoded). The selection PDF keeps these to share between its PDFs. */
export async function downscaledJpeg(url: string, pixels: number, quality: number): Promise<Buffer | null> {
  const source = await fetchImage(url);
  if (!source) return null;
  try {
    // About the printed size in pixels is plenty; JPEG keeps the file small.
    return await sharp(source).resize({ height: pixels, withoutEnlargement: true }).jpeg({ quality }).toBuffer();
  } catch {
    return null;
  }
}

/** A book image fetched, downscaled to `height` points at `dpi` and embedded as a JPEG (null
 * when it cannot be fetched or decoded: its frame stays plain). */
export async function embedImage(pdf: PDFDocument, url: string, height: number, dpi = 200, quality = 80): Promise<PDFImage | null> {
  const jpeg = await downscaledJpeg(url, Math.round((height / 72) * dpi), quality);
  if (!jpeg) return null;
  try {
    return await pdf.embedJpg(jpeg);
  } catch {
    return null;
  }
}

/** Draws an image covering a frame (centre crop, drawn clipped by scaling within bounds). */
export function drawCover(page: PDFPage, image: PDFImage | null, x: number, y: number, width: number, height: number) {
  page.drawRectangle({ x, y, width, height, color: rgb(0.93, 0.92, 0.91) });
  if (!image) return;
  // pdf-lib has no clip for images: fit inside the frame (contain), centred.
  const scale = Math.min(width / image.width, height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, { x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h });
}

/** Text that fits a width: shrinks to `min` size, then cuts with an ellipsis. */
export function fitted(font: PDFFont, text: string, size: number, width: number, min = 7): { text: string; size: number } {
  let s = size;
  while (s > min && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(t, s) > width) t = `${t.slice(0, -2)}…`;
  return { text: t, size: s };
}

/** The one-page comp card PDF: name, 3–5 book images, measurements, agency and contact. */
export async function renderCompCard(input: CompCardInput): Promise<Uint8Array> {
  const { profile, locale, unit } = input;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${profile.name} — comp card`);
  pdf.setAuthor(input.agency);
  pdf.setSubject(profile.name);
  pdf.setLanguage(locale === 'pt' ? 'pt-BR' : 'en');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage(COMP_CARD_SIZE);
  const [pageWidth, pageHeight] = COMP_CARD_SIZE;
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.07, 0.07, 0.07);
  const muted = rgb(0.35, 0.35, 0.35);
  const margin = 24;

  // Header band: the name, large, and the agency on the right.
  const headerY = pageHeight - margin - 26;
  const agency = fitted(sansBold, input.agency.toUpperCase(), 9, 160);
  const agencyWidth = sansBold.widthOfTextAtSize(agency.text, agency.size);
  page.drawText(agency.text, { x: pageWidth - margin - agencyWidth, y: headerY + 6, size: agency.size, font: sansBold, color: ink });
  const name = fitted(serif, profile.name.toUpperCase(), 28, pageWidth - 2 * margin - agencyWidth - 24, 14);
  page.drawText(name.text, { x: margin, y: headerY, size: name.size, font: serif, color: ink });
  const ruleY = headerY - 12;
  page.drawLine({ start: { x: margin, y: ruleY }, end: { x: pageWidth - margin, y: ruleY }, thickness: 0.8, color: ink });

  // Photos: one large frame and a 2×2 grid, as tall as the width left by the text column allows.
  const gap = 6;
  const textWidth = 170;
  const photosWidth = pageWidth - 2 * margin - textWidth - 16;
  const top = ruleY - 14;
  const bigHeight = Math.min(top - margin, ((photosWidth - 2 * gap) * 3) / 4);
  const bigWidth = (bigHeight * 2) / 3;
  const smallHeight = (bigHeight - gap) / 2;
  const smallWidth = (smallHeight * 2) / 3;
  const chosen = compCardImages(profile.book);
  const images = await Promise.all(chosen.map((image, index) => embedImage(pdf, image.file, index === 0 ? bigHeight : smallHeight)));
  drawCover(page, images[0] ?? null, margin, top - bigHeight, bigWidth, bigHeight);
  images.slice(1, 5).forEach((image, index) => {
    const x = margin + bigWidth + gap + (index % 2) * (smallWidth + gap);
    const y = top - smallHeight - Math.floor(index / 2) * (smallHeight + gap);
    drawCover(page, image, x, y, smallWidth, smallHeight);
  });

  // Text column: the measurements, then the agency's contact at its foot.
  const columnX = pageWidth - margin - textWidth;
  let y = top - 8;
  const lines = await measurementLines(profile, locale, unit);
  const contactTop = margin + input.contact.length * 10 + 6;
  const step = Math.min(22, (y - contactTop - 8) / Math.max(lines.length, 1));
  for (const line of lines) {
    page.drawText(line.label.toUpperCase(), { x: columnX, y, size: 6.5, font: sansBold, color: muted });
    const value = fitted(sans, line.value, 9, textWidth);
    page.drawText(value.text, { x: columnX, y: y - 9.5, size: value.size, font: sans, color: ink });
    y -= step;
  }
  let footY = contactTop - 10;
  for (const line of input.contact) {
    const text = fitted(sans, line, 7.5, textWidth);
    page.drawText(text.text, { x: columnX, y: footY, size: text.size, font: sans, color: muted });
    footY -= 10;
  }
  return pdf.save();
}
