/** Runs `run` once the frame being made is painted (an effect of a click's render runs before
 * that frame; a requestAnimationFrame callback too). Returns the cancel. */
export function afterPaint(run: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => (timer = window.setTimeout(run, 0)));
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
