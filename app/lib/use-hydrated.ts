import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False in the prerendered HTML and while hydrating it, true once React runs in the browser.
 * Parts that only work with JavaScript (the billing switch, the accordion collapse, reading
 * the calculator's query) wait for it, so hydration matches the HTML without an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
