'use client';

import dynamic from 'next/dynamic';

/** The application form, rendered on the server and hydrated once its code (react-hook-form,
 * imask, the rules) arrives after the page's first load
 * (docs/decisions/0023-first-load-javascript.md). Until then it is a plain form that posts to its
 * server action (0038). */
export const LazyApplyForm = dynamic(() => import('./ApplyForm').then((m) => m.ApplyForm));
