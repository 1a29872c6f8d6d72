import { POPUP_HTML_TAGS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeMessage } from './sanitize-message';

// It starts with text: happy-dom (not browsers) loses the tag of a leading element in DOMPurify's parse.
const render = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeMessage(`x${html}`);
  return host;
};

describe('sanitizeMessage (shared allow-list of @portal/domain)', () => {
  it('keeps every allow-listed element, and nothing else', () => {
    const html = POPUP_HTML_TAGS.map((tag) => (tag === 'br' ? '<br>' : `<${tag}>${tag}</${tag}>`)).join('');
    const host = render(
      `${html}<div>d</div><img src="x"><svg><a>s</a></svg><table><tr><td>c</td></tr></table>`,
    );
    const tags = new Set(Array.from(host.querySelectorAll('*'), (el) => el.tagName.toLowerCase()));
    expect([...tags].sort()).toEqual([...POPUP_HTML_TAGS].sort());
    expect(host.textContent).toContain('d');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash path', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['plain http', 'http://example.com'],
  ])('drops a link to %s', (_name, href) => {
    const link = document.createElement('a');
    link.setAttribute('href', href);
    link.textContent = 'enlace';
    const host = render(link.outerHTML);
    expect(host.querySelector('a')).not.toBeNull();
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('keeps same-site links as they are and opens https links apart', () => {
    const host = render('<a href="/internet" target="_top">planes</a><a href="https://example.com">ext</a>');
    const [internal, external] = Array.from(host.querySelectorAll('a'));
    expect(internal?.outerHTML).toBe('<a href="/internet">planes</a>');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes scripts, event handlers and styles', () => {
    const host = render(
      '<p onclick="alert(1)" style="color:red">t</p><script>alert(2)</script><style>p{}</style>',
    );
    expect(host.innerHTML).toContain('<p>t</p>');
    expect(host.innerHTML).not.toMatch(/script|style|onclick|alert/);
  });
});
