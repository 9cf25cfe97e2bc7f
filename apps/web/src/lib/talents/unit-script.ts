/** Browser storage key of the visitor's measurement unit ('metric' | 'imperial'). */
export const UNIT_KEY = 'unit';

/**
 * Runs in <head> before the first paint: marks <html data-unit="imperial"> when the visitor
 * chose imperial, so the page (the same HTML for everyone, with both units in it) shows the
 * right one from the first frame. CSS hides the other (globals: [data-unit] rules).
 */
export const UNIT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(UNIT_KEY)})==="imperial")document.documentElement.dataset.unit="imperial"}catch(e){}`;

