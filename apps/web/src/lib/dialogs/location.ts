import { createStore } from '../store.ts';

/** Open while the location-law dialog shows (app/location-modal.tsx draws it). */
export const locationStore = createStore(false);

/** Location law (spec §8): only signed-in players with an active paid subscription may continue. */
export function openLocationLogin(): void {
  locationStore.set(true);
}

export function closeLocationLogin(): void {
  locationStore.set(false);
}
