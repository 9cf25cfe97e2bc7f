'use client';

import { island } from '@/lib/browser/island';

/** The application form, hydrated on first use or when the browser is idle: react-hook-form,
 * imask and the rules are not in the be-a-model page's first load
 * (docs/decisions/0023-first-load-javascript.md). */
export const ApplyFormIsland = island(() => import('./ApplyForm').then((m) => m.ApplyForm));
