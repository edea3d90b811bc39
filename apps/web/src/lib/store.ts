import { useSyncExternalStore } from 'react';

/** A tiny observable value for app-wide dialogs that non-React code may also open. */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe,
    use(): T {
      return useSyncExternalStore(subscribe, get, get);
    },
  };
}
