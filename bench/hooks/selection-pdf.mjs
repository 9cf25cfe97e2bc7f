/**
 * The selection PDF's budgets (docs/decisions/0030-selection-files.md): the server time of a
 * light PDF of 30 talents (≤ 2 s) and of a full one (≤ 6 s), each made once (the first request
 * of a selection, nothing cached) and then answered again from the cache, and the site's RSS
 * before, right after and 10 s after, and the CPU time the site used to make each (all its
 * threads: sharp's too): on a shared machine the elapsed time mostly measures the neighbours,
 * the CPU time much less. Then BENCH_PDF_AGAIN (4) more PDFs of the same talents in the other
 * language or unit, with the RSS after each and 10 s after the last. Figures only, like every hook.
 *
 *   node bench/hooks/selection-pdf.mjs http://127.0.0.1:3000 [site pid]   # on its own
 */
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';

const TALENTS = 30;
/** The PDFs made after the first two (BENCH_PDF_AGAIN of them, 4 by default). */
const AGAIN = [
  ['light', 'en', 'in'],
  ['full', 'en', 'in'],
  ['light', 'en', 'cm'],
  ['full', 'pt', 'in'],
];
const ROUNDS_AGAIN = Number(process.env.BENCH_PDF_AGAIN ?? AGAIN.length);

/** RSS of one process in MB, for a run on its own (the bench passes its own measure). */
const processRssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
/** CPU time of one process (all its threads) in ms, likewise. */
const processCpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The first 30 talents of the site's board, as a visitor's selection would hold them (also the
 * selection of selection-verdict.mjs). */
export async function talentIds(siteUrl) {
  const html = await (await fetch(`${siteUrl}/pt/talents`)).text();
  // Card links, else the board's inline data.
  let ids = [...new Set([...html.matchAll(/\/modelo\/(\d+)\//g)].map((m) => Number(m[1])))];
  if (ids.length < TALENTS) ids = [...new Set([...html.matchAll(/\\?"id\\?":(\d+)/g)].map((m) => Number(m[1])))];
  if (ids.length < TALENTS) throw new Error(`only ${ids.length} talents on the board`);
  return ids.slice(0, TALENTS);
}

/** Milliseconds until the whole PDF has arrived (the server sends it once it is made). */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.toString().slice(0, 200)}`);
  return { ms: Math.round(performance.now() - started), kb: Math.round(body.length / 1024) };
}

export default async function selectionPdf({ siteUrl, siteRssMb = () => null, siteCpuMs = () => null }) {
  const ids = (await talentIds(siteUrl)).join(',');
  const before = siteRssMb();
  const figures = { talents: TALENTS, rssBeforeMb: before };
  for (const kind of ['light', 'full']) {
    const url = `${siteUrl}/api/selection/pdf?ids=${ids}&unit=cm&lang=pt&kind=${kind}`;
    const cpuBefore = siteCpuMs();
    const made = await timed(url);
    const cpuAfter = siteCpuMs();
    const cached = await timed(url);
    figures[kind] = {
      madeMs: made.ms,
      madeCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      cachedMs: cached.ms,
      sizeKb: made.kb,
      budgetMs: kind === 'light' ? 2000 : 6000,
      loadAverage: Number(os.loadavg()[0].toFixed(2)),
    };
  }
  figures.rssAfterMb = siteRssMb();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  figures.rssAfter10sMb = siteRssMb();
  // Then more PDFs of the same talents in the other language and unit (each made, not cached:
  // the PDF cache is per selection, unit and language; the images come from the image cache):
  // where the RSS levels at when PDFs follow one another.
  figures.again = [];
  for (const [kind, lang, unit] of AGAIN.slice(0, ROUNDS_AGAIN)) {
    const made = await timed(`${siteUrl}/api/selection/pdf?ids=${ids}&unit=${unit}&lang=${lang}&kind=${kind}`);
    figures.again.push({ kind, lang, unit, madeMs: made.ms, rssAfterMb: siteRssMb() });
  }
  if (figures.again.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    figures.rssAgain10sMb = siteRssMb();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [siteUrl = 'http://127.0.0.1:3000', pid] = process.argv.slice(2);
  const measures = pid ? { siteRssMb: () => processRssMb(Number(pid)), siteCpuMs: () => processCpuMs(Number(pid)) } : {};
  console.log(JSON.stringify(await selectionPdf({ siteUrl, ...measures }), null, 2));
}
