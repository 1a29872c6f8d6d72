// A strict allow-list for staff-uploaded SVG logos (issue #31 §1): the drawing is parsed as XML and written
// back with only known drawing elements and presentation attributes. Active or external content (scripts,
// event handlers, foreignObject, embedded documents, external href/url()/@import) refuses the file, so staff
// learn their logo was not what they thought; editor leftovers (metadata, unknown attributes) are dropped.
// Rebuilding from an allow-list fails closed; a DOM sanitiser would need jsdom (~100 MB, ADR 0015).
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern',
]); // prettier-ignore

const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'version', 'xmlns', 'xmlns:xlink', 'href', 'xlink:href',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'dx', 'dy', 'width', 'height',
  'd', 'points', 'viewBox', 'preserveAspectRatio', 'transform', 'offset', 'pathLength',
  'fill', 'fill-opacity', 'fill-rule', 'opacity', 'display', 'visibility', 'color',
  'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray',
  'stroke-dashoffset', 'stroke-opacity', 'clip-path', 'clip-rule', 'mask', 'stop-color', 'stop-opacity',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  'patternUnits', 'patternContentUnits', 'patternTransform',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing',
]); // prettier-ignore

/** Elements that run, embed or fetch something: a logo never needs them. */
const REFUSED_ELEMENTS = new Set([
  'script', 'foreignObject', 'iframe', 'embed', 'object', 'image', 'feImage', 'a', 'animate', 'set',
  'animateTransform', 'animateMotion', 'handler', 'listener',
]); // prettier-ignore

type XmlNode = { [name: string]: XmlNode[] | string | Record<string, string> | undefined } & {
  ':@'?: Record<string, string>;
  '#text'?: string;
};

/** Thrown for SVG that is not well-formed, is not an <svg>, or hides something a logo never needs. */
export class SvgRefused extends Error {
  override name = 'SvgRefused';
}

/** CSS or attribute text that could load or run something: only same-document url(#id) references pass. */
function isSafeValue(value: string): boolean {
  const lower = value.toLowerCase();
  if (/@import|expression\s*\(|javascript:|\\/.test(lower)) return false;
  return [...lower.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/g)].every((match) =>
    match[2]!.startsWith('#'),
  );
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function attributesOf(name: string, given: Record<string, string> = {}): string {
  for (const [attribute, value] of Object.entries(given)) {
    const isLink = attribute === 'href' || attribute.endsWith(':href');
    if (/^on/i.test(attribute) || !isSafeValue(value) || (isLink && !value.trim().startsWith('#'))) {
      throw new SvgRefused(`active or external attribute ${attribute}`);
    }
  }
  const kept = Object.entries(given).filter(([attribute]) => ATTRIBUTES.has(attribute));
  if (name === 'svg') {
    // As a standalone image an SVG renders only in its namespace; xlink is declared for any xlink:href kept.
    const rest = kept.filter(([attribute]) => attribute !== 'xmlns' && attribute !== 'xmlns:xlink');
    kept.splice(0, kept.length, ['xmlns', SVG_NAMESPACE], ['xmlns:xlink', XLINK_NAMESPACE], ...rest);
  }
  return kept.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('');
}

function textOf(children: XmlNode[]): string {
  return children.map((child) => child['#text'] ?? textOf((child['#cdata'] as XmlNode[]) ?? [])).join('');
}

function write(node: XmlNode): string {
  if (node['#text'] !== undefined) return escapeText(node['#text']);
  const name = Object.keys(node).find((key) => key !== ':@');
  if (name !== undefined && REFUSED_ELEMENTS.has(name.replace(/^[\w-]+:/, ''))) {
    throw new SvgRefused(`element ${name}`);
  }
  // Comments, CDATA outside <style>, processing instructions and unknown elements go with their content.
  if (name === undefined || !ELEMENTS.has(name)) return '';
  const children = (node[name] as XmlNode[]) ?? [];
  const attributes = attributesOf(name, node[':@']);
  if (name === 'style') {
    const css = textOf(children);
    if (!isSafeValue(css)) throw new SvgRefused('unsafe stylesheet');
    return `<style${attributes}>${escapeText(css)}</style>`;
  }
  const inner = children.map(write).join('');
  return inner === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${inner}</${name}>`;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  processEntities: true,
  htmlEntities: false,
});

/** The SVG rebuilt from the allow-list, as UTF-8 text; SvgRefused when it cannot be a safe logo. */
export function sanitizeSvg(source: string): string {
  // Entity declarations are how XML smuggles content (and expands it a billion times): a logo needs none.
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw new SvgRefused('document type declaration');
  if (XMLValidator.validate(source) !== true) throw new SvgRefused('not well-formed XML');
  const roots = (parser.parse(source) as XmlNode[]).filter((node) =>
    Object.keys(node).some((k) => k === 'svg'),
  );
  if (roots.length !== 1) throw new SvgRefused('not one <svg> root');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(roots[0]!)}`;
}
