'use client';

import { island } from '@/lib/browser/island';

/** The contact form, hydrated on first use or when the browser is idle: react-hook-form and the
 * rules are not in the contact page's first load (docs/decisions/0023-first-load-javascript.md). */
export const ContactFormIsland = island(() => import('./ContactForm').then((m) => m.ContactForm));
