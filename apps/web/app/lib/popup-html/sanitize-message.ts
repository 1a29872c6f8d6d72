import {
  applyPopupLinkRules,
  POPUP_HTML_ATTRIBUTES,
  POPUP_HTML_TAGS,
  popupPurifyOptions,
} from '@portal/domain';
import DOMPurify from 'dompurify';

// Staff-authored HTML (design §7) with the allow-list the API also applies (@portal/domain, ADR 0015): the
// public pop-up renders it, and the back office previews it, with this one function.
const allowedTags: readonly string[] = POPUP_HTML_TAGS;
const allowedAttributes: readonly string[] = POPUP_HTML_ATTRIBUTES;
const purifyOptions = popupPurifyOptions();

DOMPurify.addHook('afterSanitizeAttributes', applyPopupLinkRules);

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
    if (!allowedTags.includes(tag)) {
      // Unknown containers keep their text; executable or embedding ones go entirely.
      if (['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'].includes(tag)) el.remove();
      else el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const { name } of Array.from(el.attributes)) {
      if (!allowedAttributes.includes(name)) el.removeAttribute(name);
    }
    // Sets target and rel again on a safe https link, the only place they belong.
    applyPopupLinkRules(el);
  }
  return template.innerHTML;
}

/** Safe HTML for the pop-up body: no script, no event handlers, no style, no iframe, no off-site trick links. */
export function sanitizeMessage(html: string): string {
  return enforceAllowlist(DOMPurify.sanitize(html, purifyOptions));
}
