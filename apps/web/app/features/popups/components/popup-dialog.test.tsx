import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { useModals } from '~/ui/modal/modal-manager';
import { dismissKey } from '../lib/popup-storage';
import type { PopupView } from '../lib/select-popups';
import { PopupDialog } from './popup-dialog';

const popup: PopupView = {
  id: 1,
  type: 1,
  active: true,
  datefrom: '2026-01-01T00:00:00Z',
  dateuntil: '2027-01-01T00:00:00Z',
  // It starts with text: happy-dom (not browsers) loses the tag of a leading element in DOMPurify's parse.
  message:
    'Hola<h2>Promo</h2><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">' +
    '<p onclick="window.__xss = 3">Texto</p><a href="javascript:window.__xss=4">malo</a>' +
    '<a href="https://example.com">bueno</a><object data="/x"></object><style>p{}</style>',
  image: '/img/promo.png',
  fileUrl: '/files/bases.pdf',
  videoId: 'dQw4w9WgXcQ',
  link: '/internet',
  linkText: 'Ver planes',
  linkColor: '#ffd400',
  fileText: 'Bases y condiciones',
  fileColor: '#0b5cad',
};

declare global {
  interface Window {
    __xss?: number;
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete window.__xss;
});

const plain: PopupView = { ...popup, message: '<h2>Promo</h2><p>Fibra &amp; TV</p>', image: null };
const dialogs = () => Array.from(document.querySelectorAll('dialog'));

function LoginOpener() {
  const modals = useModals();
  return (
    <button type="button" onClick={() => modals.open('login')}>
      abrir login
    </button>
  );
}

describe('PopupDialog', () => {
  it('renders the message without scripts, handlers, javascript: links, embeds or styles', async () => {
    renderApp(<PopupDialog popup={popup} companyCode={2} />);
    expect(await screen.findByRole('heading', { name: 'Promo' })).toBeInTheDocument();
    const body = screen.getByTestId('custom-popup');
    expect(body.querySelector('script, object, style')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    expect(screen.getByText('malo')).not.toHaveAttribute('href');
    expect(screen.getByText('bueno')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(window.__xss).toBeUndefined();
  });

  it('opens as a modal dialog named Novedades, with the video link and readable button colours', async () => {
    renderApp(<PopupDialog popup={popup} companyCode={2} />);
    const dialog = await screen.findByRole('dialog', { name: 'Novedades' });
    await waitFor(() => expect(dialog).toHaveProperty('open', true));
    expect(screen.getByRole('link', { name: /Ver video/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    // Applied through the CSSOM when it opens: the strict CSP ignores style attributes sent in the HTML.
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveStyle({ color: '#000000' });
    expect(screen.getByRole('link', { name: /Bases y condiciones/ })).toHaveStyle({ color: '#ffffff' });
    expect(screen.getByRole('link', { name: 'Ver planes' })).not.toHaveAttribute('style', /ffd400/i);
  });

  it('shows a message of plain text and bare allowed tags at once, without waiting for the sanitiser', () => {
    renderApp(<PopupDialog popup={plain} companyCode={2} />);
    return screen.findByText('Fibra & TV').then((text) => expect(text).toBeInTheDocument());
  });

  it('remembers a close under its key and opens the next pop-up of the page', async () => {
    const second: PopupView = { ...plain, id: 2, message: '<p>Segunda</p>' };
    renderApp(
      <>
        <PopupDialog popup={plain} companyCode={2} />
        <PopupDialog popup={second} companyCode={2} />
      </>,
    );
    await screen.findByText('Fibra & TV');
    const [first, next] = dialogs();
    await waitFor(() => expect(first).toHaveProperty('open', true));
    expect(next).toHaveProperty('open', false);
    act(() => first!.close());
    expect(localStorage.getItem(dismissKey(2, plain))).toBe('1');
    expect(next).toHaveProperty('open', true);
    act(() => next!.close());
    expect(localStorage.getItem(dismissKey(2, second))).toBe('1');
  });

  it('stays closed for a visitor who closed it', async () => {
    localStorage.setItem(dismissKey(2, plain), '1');
    renderApp(<PopupDialog popup={plain} companyCode={2} />);
    await screen.findByText('Fibra & TV');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(dialogs()[0]).toHaveProperty('open', false);
  });

  it('steps aside while one of the portal modals is open, and shows again when it closes', async () => {
    renderApp(
      <>
        <LoginOpener />
        <PopupDialog popup={plain} companyCode={2} />
      </>,
    );
    await screen.findByText('Fibra & TV');
    const dialog = dialogs()[0]!;
    await waitFor(() => expect(dialog).toHaveProperty('open', true));
    // The pop-up is modal, so only a script can open the login over it (?login=1 does).
    await userEvent.click(screen.getByRole('button', { name: 'abrir login', hidden: true }));
    expect(dialog).toHaveProperty('open', false);
    expect(localStorage.getItem(dismissKey(2, plain))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'cerrar login' }));
    await waitFor(() => expect(dialog).toHaveProperty('open', true));
  });
});
