import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False during SSR and hydration, true afterwards: for behaviour that needs JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
