import { notFound } from 'next/navigation';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts).
export const generateStaticParams = renderOnFirstRequest;

/** Any path under a locale that no page matches. */
export default function UnknownPage() {
  notFound();
}
