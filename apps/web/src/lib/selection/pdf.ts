import 'server-only';
import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage } from 'pdf-lib';
import type { Locale, TalentProfile } from '@vitrine/contracts';
import type { Unit } from '../talents/format';
import { downscaledJpeg, drawCover, fitted } from '../gallery/compcard';
import { measurementLines } from '../gallery/measurements';
import { downloadsTranslator } from '../server/downloads';
import { A4, MARGIN, drawable, firstPageFrames, gridFrames, pixelsFor, planSelection, type Frame } from './pdf-layout';
import { longDate, type SelectionKind } from './query';

export interface SelectionPdfInput {
  profiles: TalentProfile[];
  locale: Locale;
  unit: Unit;
  kind: SelectionKind;
  agency: string;
  now: Date;
}

/** Images fetched and downscaled at once while a PDF is made: the downscaling is CPU work (sharp
 * with one thread an image), so one per core and one more waiting on its fetch; more would only
 * hold more decoded images in memory. */
const IMAGE_CONCURRENCY = Math.max(2, Math.min(6, availableParallelism() + 1));
/** Embedded images: 144 dpi at their printed size (pdf-layout.ts), JPEG quality 72 (about
 * 60–150 KB each). */
const QUALITY = 72;

/**
 * The downscaled JPEGs by image and size, kept 10 minutes within 24 MB: the light and the full
 * PDF of a selection share each talent's first three images, a selection and its shared copy
 * the same talents, and an image seen twice in one PDF is made once. An image that could not be
 * had is not kept (tried again next time).
 */
// libvips's own cache of operations would keep decoded source images besides: each is used once
// here (the JPEGs above are what is kept), and the memory should come back after a PDF. The
// cache is the process's; the other image routes gain nothing from it either (photos.ts keeps
// no files in it).
sharp.cache(false);
const prepared = new LRUCache<string, Buffer>({ maxSize: 24 * 1024 * 1024, sizeCalculation: (jpeg) => jpeg.length, ttl: 10 * 60 * 1000 });
const preparing = new Map<string, Promise<Buffer | null>>();

function preparedJpeg(url: string, pixels: number): Promise<Buffer | null> {
  const key = `${pixels}|${url}`;
  const kept = prepared.get(key);
  if (kept) return Promise.resolve(kept);
  let pending = preparing.get(key);
  if (!pending) {
    pending = downscaledJpeg(url, pixels, QUALITY).then((jpeg) => {
      if (jpeg) prepared.set(key, jpeg);
      return jpeg;
    });
    preparing.set(key, pending);
    void pending.finally(() => preparing.delete(key)).catch(() => undefined);
  }
  return pending;
}

const ink = rgb(0.07, 0.07, 0.07);
const muted = rgb(0.35, 0.35, 0.35);

/**
 * The selection as an A4 PDF (pdf-lib, the comp card's helpers and standard fonts): per talent a
 * page with the agency and the date, the full name, the measurements in the chosen unit and
 * language (Busto for women, Tórax otherwise) and its first three book images; the full PDF
 * adds the rest of the book, six to a page. Images are downscaled by sharp before they are
 * embedded; an image that cannot be fetched leaves its frame plain.
 */
export async function renderSelectionPdf(input: SelectionPdfInput): Promise<Uint8Array> {
  const { profiles, locale, unit, kind } = input;
  const t = downloadsTranslator(locale);
  const pdf = await PDFDocument.create();
  const title = `${t('pdf.title')} — ${input.agency}`;
  pdf.setTitle(title);
  pdf.setAuthor(input.agency);
  pdf.setLanguage(locale === 'pt' ? 'pt-BR' : 'en');
  pdf.setCreationDate(input.now);
  pdf.setModificationDate(input.now);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(sans.getCharacterSet());
  const safe = (text: string) => drawable(text, charset);
  const date = longDate(input.now, locale);
  const [pageWidth, pageHeight] = A4;

  const plan = planSelection(profiles.map((profile) => profile.book), kind);
  const lines = await Promise.all(profiles.map((profile) => measurementLines(profile, locale, unit)));

  // Every image of every page, fetched and embedded a few at a time, in page order.
  const limit = pLimit(IMAGE_CONCURRENCY);
  const headerBottom = pageHeight - MARGIN - 22;
  const framesOf = (first: boolean, top: number): Frame[] => (first ? firstPageFrames(top) : gridFrames(top));
  const tops = plan.map((page) => (page.first ? firstTop(lines[page.talent]!.length) : headerBottom - 44));
  // The same image at the same size is embedded once and drawn wherever it appears.
  const embedded = new Map<string, Promise<PDFImage | null>>();
  const embed = (url: string, pixels: number) => {
    const key = `${pixels}|${url}`;
    let image = embedded.get(key);
    if (!image) {
      image = limit(() => preparedJpeg(url, pixels)).then((jpeg) => (jpeg ? pdf.embedJpg(jpeg) : null)).catch(() => null);
      embedded.set(key, image);
    }
    return image;
  };
  const images: Promise<PDFImage | null>[][] = plan.map((page, index) => {
    const frames = framesOf(page.first, tops[index]!);
    return page.images.map((image, n) => embed(image.file, pixelsFor(frames[n]!.height)));
  });

  function firstTop(lineCount: number): number {
    const rows = Math.ceil(lineCount / 4);
    return headerBottom - 52 - rows * 30 - 12;
  }

  const header = (page: ReturnType<typeof pdf.addPage>, number: number) => {
    const agency = fitted(sansBold, safe(input.agency.toUpperCase()), 9, 300);
    page.drawText(agency.text, { x: MARGIN, y: pageHeight - MARGIN - 9, size: agency.size, font: sansBold, color: ink });
    const dateText = safe(date);
    page.drawText(dateText, { x: pageWidth - MARGIN - sans.widthOfTextAtSize(dateText, 9), y: pageHeight - MARGIN - 9, size: 9, font: sans, color: muted });
    page.drawLine({ start: { x: MARGIN, y: headerBottom + 6 }, end: { x: pageWidth - MARGIN, y: headerBottom + 6 }, thickness: 0.8, color: ink });
    const footer = safe(`${t('pdf.title')} · ${t('pdf.page', { page: number, pages: plan.length })}`);
    page.drawText(footer, { x: (pageWidth - sans.widthOfTextAtSize(footer, 8)) / 2, y: MARGIN - 4, size: 8, font: sans, color: muted });
  };

  const drawName = (page: ReturnType<typeof pdf.addPage>, text: string, font: PDFFont, size: number) => {
    const name = fitted(font, safe(text), size, pageWidth - 2 * MARGIN, 12);
    page.drawText(name.text, { x: MARGIN, y: headerBottom - 34, size: name.size, font, color: ink });
  };

  for (const [index, planned] of plan.entries()) {
    const profile = profiles[planned.talent]!;
    const page = pdf.addPage(A4);
    header(page, index + 1);
    if (planned.first) {
      drawName(page, profile.name.toUpperCase(), serif, 26);
      // The measurements, four to a row: label above value.
      const columnWidth = (pageWidth - 2 * MARGIN) / 4;
      lines[planned.talent]!.forEach((line, n) => {
        const x = MARGIN + (n % 4) * columnWidth;
        const y = headerBottom - 62 - Math.floor(n / 4) * 30;
        page.drawText(safe(line.label.toUpperCase()), { x, y, size: 6.5, font: sansBold, color: muted });
        const value = fitted(sans, safe(line.value), 10, columnWidth - 8);
        page.drawText(value.text, { x, y: y - 12, size: value.size, font: sans, color: ink });
      });
    } else {
      drawName(page, t('pdf.continued', { name: profile.name }), serif, 18);
    }
    const frames = framesOf(planned.first, tops[index]!);
    const drawn = await Promise.all(images[index]!);
    drawn.forEach((image, n) => {
      const frame = frames[n]!;
      drawCover(page, image, frame.x, frame.y, frame.width, frame.height);
    });
  }
  return pdf.save();
}
