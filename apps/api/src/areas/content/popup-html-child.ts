// Child process of popup-html-sanitizer.ts: reads a JSON array of pop-up HTML strings on stdin and writes
// them sanitised, in order, on stdout. DOMPurify needs a DOM, and jsdom (the one with a spec-compliant HTML
// parser) costs about 100 MB and seconds to load, so it lives only in this short-lived process (ADR 0015).
import { applyPopupLinkRules, popupPurifyOptions, type PopupHtmlElement } from '@portal/domain';
import DOMPurify from 'isomorphic-dompurify';

// DOMPurify runs this hook on elements only; this package is typed without the DOM library.
DOMPurify.addHook('afterSanitizeAttributes', (node) =>
  applyPopupLinkRules(node as unknown as PopupHtmlElement),
);

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => (input += chunk));
process.stdin.on('end', () => {
  const options = popupPurifyOptions();
  const list = JSON.parse(input) as string[];
  process.stdout.write(JSON.stringify(list.map((html) => DOMPurify.sanitize(html, options))));
});
