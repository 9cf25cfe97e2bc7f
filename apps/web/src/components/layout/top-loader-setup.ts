import progress from 'nprogress';

/**
 * The loading bar's library, set up for SPEC §9 "duration 5 s", imported with it when the bar is
 * first needed (TopLoader.tsx). The bar crawls from 8 % to about 92 % in that time (a random step
 * of up to TRICKLE_RATE every crawl of 200 ms, the bar's `crawlSpeed`, half of it on average), so
 * a page that takes longer leaves it just short of the end. Its "throttle 200 ms" is in
 * globals.css. nextjs-toploader sets every other setting from its props; the step is nprogress's
 * own (a setting of nprogress 0.2 its type declarations leave out).
 */
const DURATION_MS = 5000;
const CRAWL_MS = 200;
const START = 0.08;
const TRICKLE_RATE = (2 * (0.92 - START)) / (DURATION_MS / CRAWL_MS);

progress.configure({ trickleRate: TRICKLE_RATE } as Parameters<typeof progress.configure>[0]);

export { default, useTopLoader } from 'nextjs-toploader';
