import { notFound } from 'next/navigation';

/** Any path under a locale that no page matches. */
export default function UnknownPage() {
  notFound();
}
