import { describe, expect, it } from 'vitest';
import {
  isPlainPopupMarkup,
  applyPopupLinkRules,
  isSafeLinkTarget,
  type PopupHtmlElement,
} from './popup-html.js';

describe('isPlainPopupMarkup', () => {
  it('accepts text and bare allow-listed tags only', () => {
    expect(isPlainPopupMarkup('<h2>Promo</h2><p>Fibra &amp; TV <strong>ya</strong><br></p>')).toBe(true);
    expect(isPlainPopupMarkup('Solo texto > y más')).toBe(true);
  });

  it('sends anything else to the sanitiser: attributes, links, other tags, comments', () => {
    for (const html of [
      '<p class="x">a</p>',
      '<a href="/internet">planes</a>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<!-- c -->',
      '<p\nonclick=x>a</p>',
      '<svg><p>a</p></svg>',
    ])
      expect(isPlainPopupMarkup(html)).toBe(false);
  });
});

describe('isSafeLinkTarget', () => {
  it.each(['/internet', '/ayuda/pagos?x=1#y', 'https://example.com', 'HTTPS://example.com/a'])(
    'accepts %s',
    (href) => expect(isSafeLinkTarget(href)).toBe(true),
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /internet',
    'http://example.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@example.com',
    'https:evil.example',
    'https://',
    'internet',
    '',
  ])('refuses %j', (href) => expect(isSafeLinkTarget(href)).toBe(false));
});

function element(
  tagName: string,
  attributes: Record<string, string>,
): PopupHtmlElement & {
  attributes: Record<string, string>;
} {
  return {
    tagName,
    attributes,
    getAttribute: (name) => attributes[name] ?? null,
    setAttribute: (name, value) => void (attributes[name] = value),
    removeAttribute: (name) => void delete attributes[name],
  };
}

describe('applyPopupLinkRules', () => {
  it('opens https links apart, keeps same-site links, drops unsafe or misplaced hrefs', () => {
    const external = element('A', { href: 'https://example.com' });
    const internal = element('A', { href: '/internet' });
    const evil = element('A', { href: '/\\evil.example' });
    const span = element('SPAN', { href: '/internet' });
    for (const e of [external, internal, evil, span]) applyPopupLinkRules(e);
    expect(external.attributes).toEqual({
      href: 'https://example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(internal.attributes).toEqual({ href: '/internet' });
    expect(evil.attributes).toEqual({});
    expect(span.attributes).toEqual({});
  });
});
