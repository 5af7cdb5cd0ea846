/** The analytics data layer (contract: `window.dataLayer`, created when missing). */

export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent, target: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] }): void {
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  target.dataLayer.push(event);
}
