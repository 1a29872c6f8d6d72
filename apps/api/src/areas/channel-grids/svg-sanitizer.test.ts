import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SvgRefused } from './svg-sanitizer.js';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps drawing elements, local references and safe styles, escaping text', () => {
    const clean = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<style>.a{fill:url(#g)}</style><use xlink:href="#g"/><text class="a">A &amp; B</text>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink"',
      ),
    );
    expect(clean).toContain('<stop offset="0" stop-color="#fff"/>');
    expect(clean).toContain('<style>.a{fill:url(#g)}</style>');
    expect(clean).toContain('<use xlink:href="#g"/>');
    expect(clean).toContain('<text class="a">A &amp; B</text>');
  });

  it('drops editor leftovers and unknown attributes, and always declares the SVG namespace', () => {
    const clean = sanitizeSvg(
      '<svg viewBox="0 0 4 4" data-editor="x"><!-- c --><metadata>m</metadata><rect width="4" height="4"/></svg>',
    );
    expect(clean).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ' +
        'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    );
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['a namespaced script', svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>')],
    ['an event handler', svg('<circle r="2" onmouseover="alert(1)"/>')],
    ['an external href', svg('<use href="http://example.com/x.svg#a"/>')],
    ['an external url() in an attribute', svg('<rect fill="url(https://example.com/p.svg#a)"/>')],
    ['an @import', svg('<style>@import url(https://example.com/a.css);</style>')],
    ['an external url() in a style', svg('<rect style="fill: url(\'//example.com/a\')"/>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['an embedded image', svg('<image href="data:image/png;base64,AAAA"/>')],
    ['an animation that rewrites links', svg('<set attributeName="href" to="javascript:alert(1)"/>')],
    ['a document type with entities', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('<text>&a;</text>')}`],
    ['malformed XML', '<svg><rect></svg>'],
    ['a root other than svg', '<html><svg/></html>'],
  ])('refuses %s', (_, source) => {
    expect(() => sanitizeSvg(source)).toThrow(SvgRefused);
  });
});
