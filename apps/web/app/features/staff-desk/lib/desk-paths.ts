/** The desk's own paths, under /gestion (never linked from the public pages). */
export const DESK_HOME = '/gestion';

export function requestPath(requestNumber: string): string {
  return `/gestion/gestiones/${encodeURIComponent(requestNumber)}`;
}
