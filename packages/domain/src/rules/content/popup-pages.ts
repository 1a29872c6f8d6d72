// The public pages a pop-up may target (issue #31 §2). Each page has a fixed pop-up type, so the spec's wire
// shape (a pop-up's `type` and the config's `im` map of type -> path) stays as it is and no save ever has to
// rewrite the shared `im` map: the config serves these pairs under any stored ones.

export const POPUP_PAGES = [
  { type: 1, path: '/', label: 'Inicio' },
  { type: 2, path: '/telefonia', label: 'Telefonía' },
  { type: 3, path: '/internet', label: 'Internet' },
  { type: 4, path: '/tv', label: 'Televisión' },
  { type: 5, path: '/clicktv', label: 'Click TV' },
  { type: 6, path: '/cupones', label: 'Cupones' },
  { type: 7, path: '/ayuda/medios-de-pago', label: 'Medios de pago' },
] as const;

export type PopupPagePath = (typeof POPUP_PAGES)[number]['path'];

export const POPUP_PAGE_PATHS = POPUP_PAGES.map((page) => page.path) as [PopupPagePath, ...PopupPagePath[]];

/** The pop-up type of a target page. */
export function popupTypeOf(path: PopupPagePath): number {
  return POPUP_PAGES.find((page) => page.path === path)?.type ?? POPUP_PAGES[0].type;
}

/** The target page of a pop-up type, or undefined for a type outside the list (a legacy row). */
export function popupPageOf(type: number): PopupPagePath | undefined {
  return POPUP_PAGES.find((page) => page.type === type)?.path;
}

/** `im` as the site serves it: every target page's type, then what the database stores on top. */
export function popupPageMap(stored: Readonly<Record<string, string>>): Record<string, string> {
  const im: Record<string, string> = {};
  for (const page of POPUP_PAGES) im[String(page.type)] = page.path;
  return { ...im, ...stored };
}
