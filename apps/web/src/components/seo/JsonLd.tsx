import { jsonLdText } from '@/lib/structured-data';

/** A schema.org description in the page (a data block: the browser does not run it). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
