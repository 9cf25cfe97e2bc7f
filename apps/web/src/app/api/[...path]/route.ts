import enEdge from '../../../../messages/en/edge.json';
import ptEdge from '../../../../messages/pt/edge.json';

/**
 * Any `/api/…` address no route answers: a JSON 404 that no cache keeps (an API address that
 * does not exist today may exist after the next deploy), instead of the not-found page, which
 * is cached for a year. In the `lang` query's language (as the forms' answers), else Portuguese.
 */
function notFound(request: Request): Response {
  const text = new URL(request.url).searchParams.get('lang') === 'en' ? enEdge : ptEdge;
  return Response.json({ ok: false, error: 'notFound', message: text.apiNotFound }, { status: 404, headers: { 'cache-control': 'no-store' } });
}

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
