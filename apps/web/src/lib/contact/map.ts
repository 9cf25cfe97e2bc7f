/** Zoom of the office map (SPEC §2.9). */
export const MAP_ZOOM = 15;

/**
 * The embed URL of a map searched by address at zoom 15 (SPEC §2.9): Google Maps' keyless
 * embed on https://www.google.com/maps/embed (the frame source the CSP allows).
 */
export function mapEmbedUrl(address: string, zoom = MAP_ZOOM): string {
  // The `pb` parameter is Google's protocol-buffer text: !1m3 a map, !2m1 a search, !1s the
  // query, !6i the zoom. '!' inside the query would end the field: it is encoded.
  const query = encodeURIComponent(address.trim()).replace(/!/g, '%21');
  return `https://www.google.com/maps/embed?origin=mfe&pb=!1m3!2m1!1s${query}!6i${zoom}`;
}

/** Digits of a phone number for tel: and wa.me links. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');

/** A WhatsApp link that opens a chat with the number (wa.me wants the digits only). */
export const whatsappUrl = (number: string): string => `https://wa.me/${phoneDigits(number)}`;
