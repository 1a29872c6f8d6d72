import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopupView } from '../lib/select-popups';
import { CustomPopup } from './custom-popup';

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

afterEach(() => {
  delete window.__xss;
});

describe('CustomPopup', () => {
  it('renders the message without scripts, handlers, javascript: links, embeds or styles', async () => {
    render(<CustomPopup popup={popup} onClose={() => {}} />);
    const body = await screen.findByTestId('custom-popup');
    expect(screen.getByRole('heading', { name: 'Promo' })).toBeInTheDocument();
    expect(body.querySelector('script, object, style')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    expect(screen.getByText('malo')).not.toHaveAttribute('href');
    expect(screen.getByText('bueno')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(window.__xss).toBeUndefined();
  });

  it('offers the video as a link, and the buttons with readable text colours', async () => {
    render(<CustomPopup popup={popup} onClose={() => {}} />);
    expect(await screen.findByRole('link', { name: /Ver video/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveStyle({ color: '#000000' });
    expect(screen.getByRole('link', { name: /Bases y condiciones/ })).toHaveStyle({ color: '#ffffff' });
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    render(<CustomPopup popup={{ ...popup, image: null }} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a message of plain text and bare allowed tags at once, without waiting for the sanitiser', () => {
    render(
      <CustomPopup popup={{ ...popup, message: '<h2>Promo</h2><p>Fibra &amp; TV</p>' }} onClose={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Promo' })).toBeInTheDocument();
    expect(screen.getByText('Fibra & TV')).toBeInTheDocument();
  });
});
