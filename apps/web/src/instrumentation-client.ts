/** Runs in the browser before the site becomes interactive. SPEC §8: a chunk that fails to
 * load (the site was deployed again while the page was open) reloads the page, once. */
import { reloadForChunkError } from './components/errors/ChunkReload';

window.addEventListener('error', (event) => {
  reloadForChunkError(event.error);
});
window.addEventListener('unhandledrejection', (event) => {
  reloadForChunkError(event.reason);
});
