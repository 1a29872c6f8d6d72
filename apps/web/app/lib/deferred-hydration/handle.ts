/** A route's `handle` when its page holds nothing a visitor's browser must render on load (ADR 0075). */
export interface HydrationHandle {
  hydration?: 'on-interaction';
}

export const HYDRATE_ON_INTERACTION: HydrationHandle = Object.freeze({ hydration: 'on-interaction' });
