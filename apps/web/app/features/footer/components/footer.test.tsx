import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logIn, renderApp, TEST_CONFIG } from '~/test/render-app';
import { Footer } from './footer';

const hrefsOf = (name: string) => screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'));

describe('Footer', () => {
  it('has every link of the spec', async () => {
    logIn(2, 2);
    renderApp(<Footer />);
    await screen.findByTestId('site-footer');
    expect(hrefsOf('Responsabilidad social')).toEqual(['/nosotros/rse']);
    expect(hrefsOf('Trabajá con nosotros')).toEqual(['/nosotros/trabaja-con-nosotros']);
    expect(hrefsOf('Centro de ayuda')).toEqual(['/ayuda/centro-de-ayuda/television']);
    expect(hrefsOf('Medios de pago')).toEqual(['/ayuda/medios-de-pago']);
    expect(hrefsOf('Términos y condiciones')).toEqual(['/terminos-y-condiciones']);
    expect(hrefsOf('Contacto')).toEqual(['/nosotros']);
    expect(hrefsOf('Mi Cuenta')).toEqual(['/mi-cuenta']);
    expect(hrefsOf('Información al cliente')).toEqual(['/informacion-al-cliente']);
    expect(hrefsOf('Nosotros')).toEqual(['/nosotros/rse']);
    expect(hrefsOf('Cupones')).toEqual(['/cupones']);
    expect(hrefsOf('Publicidad')).toEqual(['/nosotros']);
    expect(hrefsOf('Ayuda')).toEqual(['/ayuda/centro-de-ayuda/general']);
    expect(screen.getByRole('button', { name: 'Denuncias clandestinas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baja de servicio' })).toBeInTheDocument();
  });

  it('shows Cupones only to a logged-in customer with usable coupons', async () => {
    const { unmount } = renderApp(<Footer />);
    await screen.findByTestId('site-footer');
    expect(screen.queryByRole('link', { name: 'Cupones' })).toBeNull();
    unmount();
    logIn();
    const second = renderApp(<Footer />);
    await screen.findByTestId('site-footer');
    expect(screen.queryByRole('link', { name: 'Cupones' })).toBeNull();
    second.unmount();
    logIn(2, 1);
    renderApp(<Footer />);
    expect(await screen.findByRole('link', { name: 'Cupones' })).toHaveAttribute('href', '/cupones');
  });

  it('links the static PDF documents', async () => {
    renderApp(<Footer />);
    await screen.findByTestId('site-footer');
    const pdfs = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.endsWith('.pdf'));
    expect(pdfs).toEqual([
      '/documentos/resumen-contrato-de-servicio.pdf',
      '/documentos/derechos-de-los-consumidores.pdf',
      '/documentos/arrepentimiento-y-baja.pdf',
    ]);
  });

  it('opens external consumer-protection links safely', async () => {
    renderApp(<Footer />);
    await screen.findByTestId('site-footer');
    const link = screen.getByRole('link', { name: /Defensa de las y los consumidores/ });
    expect(link).toHaveAttribute('href', 'https://www.argentina.gob.ar/produccion/defensadelconsumidor');
    const external = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('http'));
    expect(external.length).toBeGreaterThanOrEqual(7);
    for (const a of external) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the office address, the opening hours, social links and Data fiscal', async () => {
    renderApp(<Footer />);
    expect(await screen.findByTestId('footer-address')).toHaveTextContent('San Martín 1234');
    expect(screen.getByText('Lunes a viernes de 9 a 14 h')).toBeInTheDocument();
    expect(screen.getByText('Sábados de 10 a 13 h')).toBeInTheDocument();
    const social = within(screen.getByRole('list', { name: 'Redes sociales' }));
    expect(social.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.com/ejemplo',
    );
    expect(social.getByRole('link', { name: /^X/ })).toHaveAttribute('href', 'https://x.com/ejemplo');
    expect(social.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/ejemplo',
    );
    expect(social.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      'https://youtube.com/@ejemplo',
    );
    expect(screen.getByRole('img', { name: /Data fiscal/ })).toBeInTheDocument();
  });

  it('leaves out social networks the config leaves empty', async () => {
    renderApp(<Footer />, {
      config: {
        ...TEST_CONFIG,
        social_media: { facebook: 'https://facebook.com/x', x: '', instagram: '', youtube: '' },
      },
    });
    const social = within(await screen.findByRole('list', { name: 'Redes sociales' }));
    expect(social.getAllByRole('link')).toHaveLength(1);
  });

  it('lists the office phones staff keep in the company data, each with its name', async () => {
    renderApp(<Footer />, {
      config: { ...TEST_CONFIG, phones: [{ label: 'Oficina Río Grande', number: '02964 42-1234' }] },
    });
    const link = await screen.findByRole('link', { name: '02964 42-1234' });
    expect(link).toHaveAttribute('href', 'tel:02964421234');
    expect(link.parentElement).toHaveTextContent('Oficina Río Grande: 02964 42-1234');
  });

  it('opens main modal 6 for Denuncias clandestinas', async () => {
    renderApp(<Footer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Denuncias clandestinas' }));
    expect(await screen.findByRole('dialog', { name: 'modal:main-6' })).toBeInTheDocument();
  });

  it('opens the cancellation without an account for Baja de servicio when visiting', async () => {
    renderApp(<Footer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Baja de servicio' }));
    expect(await screen.findByRole('dialog', { name: 'modal:cancellation-check' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'modal:main-8' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'modal:login' })).toBeNull();
  });

  it('opens main modal 8 for Baja de servicio when logged in', async () => {
    logIn();
    renderApp(<Footer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Baja de servicio' }));
    expect(await screen.findByRole('dialog', { name: 'modal:main-8' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'modal:login' })).toBeNull();
  });

  it('names telephony in the legal line only for the company that sells it', async () => {
    const { unmount } = renderApp(<Footer />);
    expect(await screen.findByTestId('site-footer')).toHaveTextContent('Televisión, internet y telefonía');
    unmount();
    renderApp(<Footer />, { companyCode: 20 });
    const footer = await screen.findByTestId('site-footer');
    expect(footer).toHaveTextContent('Televisión e internet en Tierra del Fuego.');
    expect(footer).not.toHaveTextContent(/telefonía/i);
  });
});
