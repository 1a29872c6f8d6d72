// What an open modal or panel does to the rest of the page: the page stops scrolling and everything beside it
// becomes inert (no focus, no clicks, hidden from assistive technology). Counted per element and per hold, so
// modals and panels that open on top of each other and close in any order leave the page as it was.
const holds = new Map<Element, number>();
let scrollLocks = 0;
let overflowBefore = '';

function adjust(element: Element, delta: 1 | -1) {
  const count = (holds.get(element) ?? 0) + delta;
  if (count > 0) {
    holds.set(element, count);
    element.setAttribute('inert', '');
  } else {
    holds.delete(element);
    element.removeAttribute('inert');
  }
}

/**
 * Makes every sibling of `kept` inert (except those `alsoKeep` names, and any made inert by someone else) and
 * locks the page scroll; the returned function undoes both.
 */
export function holdPage(kept: Element, alsoKeep: (element: Element) => boolean = () => false): () => void {
  const held = Array.from(kept.parentElement?.children ?? []).filter(
    (element) =>
      element !== kept && !alsoKeep(element) && !(element.hasAttribute('inert') && !holds.has(element)),
  );
  for (const element of held) adjust(element, 1);
  if (scrollLocks++ === 0) {
    overflowBefore = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }
  return () => {
    for (const element of held) adjust(element, -1);
    if (--scrollLocks === 0) document.documentElement.style.overflow = overflowBefore;
  };
}
