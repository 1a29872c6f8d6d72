// Pop-up HTML written by staff (design §7): one allow-list for both sides. The API sanitises a pop-up when it
// is saved and again when the cached list is built (ADR 0015); the browser sanitises once more before it
// renders, so a row edited directly in the database or an older API never reaches the page unchecked.

/** Text formatting and links only: styles and frames could cover the close button, and the CSP forbids them. */
export const POPUP_HTML_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'span',
] as const;

export const POPUP_HTML_ATTRIBUTES = ['href', 'title'] as const;

// Text and bare allow-listed tags (no attributes, no comments, no other markup); "a" needs its href checked.
const PLAIN_MARKUP = new RegExp(
  `^(?:[^<]|</?(?:${POPUP_HTML_TAGS.filter((tag) => tag !== 'a').join('|')})>)*$`,
);

/** Whether a message has nothing for a sanitiser to remove, so neither side needs to load DOMPurify for it. */
export function isPlainPopupMarkup(html: string): boolean {
  return PLAIN_MARKUP.test(html);
}

/** DOMPurify's options for that allow-list (target and rel are set by applyPopupLinkRules, never taken). */
export function popupPurifyOptions() {
  return {
    ALLOWED_TAGS: [...POPUP_HTML_TAGS],
    ALLOWED_ATTR: [...POPUP_HTML_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
}

/**
 * A link target a pop-up may use: a same-site path ("/internet") or an https address. Browsers read "\" as
 * "/" and drop tabs and newlines inside a URL, so "/\evil.example" and "/\t/evil.example" are protocol-relative
 * links to another site, like "//evil.example"; any whitespace, control character or backslash is refused.
 * http: would downgrade an https page; javascript:, data:, mailto: and the rest are not targets of a pop-up.
 */
export function isSafeLinkTarget(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (!/^https:\/\//i.test(href)) return false;
  try {
    return new URL(href).hostname !== '';
  } catch {
    return false;
  }
}

/** What both DOMs (the browser's, jsdom on the server) offer for an element. */
export interface PopupHtmlElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * Run on every element after DOMPurify's attribute pass: an unsafe href goes, and an https link opens apart
 * without a handle on the portal's page (reverse tabnabbing).
 */
export function applyPopupLinkRules(element: PopupHtmlElement): void {
  const href = element.getAttribute('href');
  if (href === null) return;
  if (element.tagName.toLowerCase() !== 'a' || !isSafeLinkTarget(href)) {
    element.removeAttribute('href');
    return;
  }
  if (!href.startsWith('/')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
}
