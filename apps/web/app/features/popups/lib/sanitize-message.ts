import DOMPurify from 'dompurify';

// Staff-authored HTML (design §7): text formatting and links only. Styles and frames are out because the
// page CSP forbids them anyway and they could cover the close button.
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'title'];

// Web, mail, phone and same-site links only: javascript:, data: and protocol-relative addresses go.
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;

/**
 * Fail closed: walks DOMPurify's output in an inert <template> and unwraps any element or drops any attribute
 * outside the allowlist. DOMPurify returns its input untouched where it thinks the DOM is unsupported, and
 * some test DOMs (happy-dom) fool it, so this second pass keeps the promise even then.
 */
function enforceAllowlist(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = Array.from(template.content.querySelectorAll('*'));
  for (const el of elements) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.includes(tag)) {
      // Unknown containers keep their text; executable or embedding ones go entirely.
      if (['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'].includes(tag)) el.remove();
      else el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const { name, value } of Array.from(el.attributes)) {
      const allowed = ALLOWED_ATTR.includes(name) || (tag === 'a' && (name === 'rel' || name === 'target'));
      if (!allowed || (name === 'href' && !SAFE_HREF.test(value))) el.removeAttribute(name);
    }
    // Outside links open apart and get no handle on this page (reverse tabnabbing).
    if (tag === 'a' && /^https?:/i.test(el.getAttribute('href') ?? '')) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}

/** Safe HTML for the pop-up body: no script, no event handlers, no style, no iframe. */
export function sanitizeMessage(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
  return enforceAllowlist(clean);
}
