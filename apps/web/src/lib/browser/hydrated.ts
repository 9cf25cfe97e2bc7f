import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/** False on the server and while hydrating, true after: for parts never rendered on the server
 * (their code is fetched only once the page has hydrated). */
export const useHydrated = (): boolean => useSyncExternalStore(noChange, () => true, () => false);
