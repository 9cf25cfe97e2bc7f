/**
 * The selection PDF's budgets (docs/decisions/0030-selection-files.md): the server time of a
 * light PDF of 30 talents (≤ 2 s) and of a full one (≤ 6 s), each made once (the first request
 * of a selection, nothing cached) and then answered again from the cache, and the site's RSS
 * before, right after and 10 s after. Figures only, like every hook.
 *
 *   node bench/hooks/selection-pdf.mjs http://127.0.0.1:3000 [site pid]   # on its own
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

const TALENTS = 30;

/** RSS of one process in MB, for a run on its own (the bench passes its own measure). */
const processRssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** The first 30 talents of the site's board, as a visitor's selection would hold them. */
async function talentIds(siteUrl) {
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

export default async function selectionPdf({ siteUrl, siteRssMb = () => null }) {
  const ids = (await talentIds(siteUrl)).join(',');
  const before = siteRssMb();
  const figures = { talents: TALENTS, rssBeforeMb: before };
  for (const kind of ['light', 'full']) {
    const url = `${siteUrl}/api/selection/pdf?ids=${ids}&unit=cm&lang=pt&kind=${kind}`;
    const made = await timed(url);
    const cached = await timed(url);
    figures[kind] = { madeMs: made.ms, cachedMs: cached.ms, sizeKb: made.kb, budgetMs: kind === 'light' ? 2000 : 6000 };
  }
  figures.rssAfterMb = siteRssMb();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  figures.rssAfter10sMb = siteRssMb();
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [siteUrl = 'http://127.0.0.1:3000', pid] = process.argv.slice(2);
  console.log(JSON.stringify(await selectionPdf({ siteUrl, siteRssMb: pid ? () => processRssMb(Number(pid)) : undefined }), null, 2));
}
