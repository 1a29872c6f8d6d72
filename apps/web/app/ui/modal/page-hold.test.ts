import { afterEach, describe, expect, it } from 'vitest';
import { holdPage } from './page-hold';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdPage', () => {
  it('gives the page back as it was when a panel and a modal on top close in either order', () => {
    document.body.innerHTML = '<main></main><aside id="panel"></aside>';
    const main = document.querySelector('main')!;
    const panel = document.getElementById('panel')!;
    const releasePanel = holdPage(panel);
    // A modal opens over the panel: its overlay is appended to the page afterwards.
    const overlay = document.body.appendChild(document.createElement('div'));
    const releaseModal = holdPage(overlay);
    expect(main).toHaveAttribute('inert');
    expect(panel).toHaveAttribute('inert');
    expect(overlay).not.toHaveAttribute('inert');

    // The panel closes first (the cart after a retry from modal 7): the modal still holds the page.
    releasePanel();
    expect(main).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
    releaseModal();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
