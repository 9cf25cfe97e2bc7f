import type { MouseEvent } from 'react';

/** A click handler for links to files (an attachment: the page stays). The loading bar's
 * document listener does not see the click, or its bar would wait for a navigation that never
 * comes. */
export const notANavigation = (event: MouseEvent) => event.nativeEvent.stopImmediatePropagation();
