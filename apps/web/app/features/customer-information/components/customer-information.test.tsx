import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_CONFIG } from '~/test/render-app';
import { SECTIONS } from '../data/customer-information-texts';
import type { AddOnPricesState } from '../lib/add-on-prices';
import { CustomerInformation } from './customer-information';

const ADD_ONS: AddOnPricesState = {
  status: 'ok',
  products: [
    { product: 'Internet por fibra óptica', addOns: [{ name: 'IP fija', price: '$\u00a06.500,00' }] },
  ],
};

async function renderPage(
  options: { telephony?: boolean; addOns?: AddOnPricesState; config?: typeof TEST_CONFIG | null } = {},
) {
  renderApp(
    <CustomerInformation addOnPrices={options.addOns ?? ADD_ONS} telephony={options.telephony ?? true} />,
    { config: options.config === undefined ? TEST_CONFIG : options.config },
  );
  return screen.findByRole('navigation', { name: 'En esta página' });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('CustomerInformation', () => {
  it('indexes every section, each a region with the id its link points to', async () => {
    const toc = within(await renderPage());
    for (const { id, title } of SECTIONS) {
      expect(toc.getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
      expect(region(title)).toHaveAttribute('id', id);
    }
  });

  it('takes the office and the free line from the company config, never from its own code', async () => {
    await renderPage({
      config: { ...TEST_CONFIG, phone: '08004447777', address: { address: 'Maipú', number: '55' } },
    });
    const offices = within(region('Oficinas y teléfonos'));
    expect(offices.getByRole('link', { name: '0800-444-7777' })).toHaveAttribute('href', 'tel:08004447777');
    expect(offices.getByText(/Maipú 55/)).toBeInTheDocument();
    expect(offices.getByRole('link', { name: 'atencion@example.com' })).toHaveAttribute(
      'href',
      'mailto:atencion@example.com',
    );
    expect(screen.queryByText(/0800-333-1234/)).toBeNull();
  });

  it('says the contact data could not load when the API gave no config', async () => {
    await renderPage({ config: null });
    expect(
      within(region('Oficinas y teléfonos')).getByText(/No pudimos cargar los datos de contacto/),
    ).toBeInTheDocument();
  });

  it('lists the claim deadlines of the desk classes and links the tracker and ENACOM', async () => {
    await renderPage();
    const deadlines = within(screen.getByRole('table', { name: 'Plazos para resolver tu reclamo' }));
    expect(deadlines.getByRole('row', { name: /Fallas del servicio.*3 días hábiles/ })).toBeInTheDocument();
    expect(deadlines.getByRole('row', { name: /Facturación.*5 días hábiles/ })).toBeInTheDocument();
    expect(deadlines.getByRole('row', { name: /Otros reclamos.*10 días hábiles/ })).toBeInTheDocument();
    expect(within(region('Seguimiento de tu reclamo')).getByRole('link')).toHaveAttribute(
      'href',
      '/seguimiento',
    );
    const enacom = within(region('ENACOM'));
    expect(enacom.getByRole('link', { name: '0800-333-3344' })).toHaveAttribute('href', 'tel:08003333344');
    expect(enacom.getByRole('link', { name: /www\.enacom\.gob\.ar/ })).toHaveAttribute(
      'href',
      'https://www.enacom.gob.ar/',
    );
    expect(enacom.getByRole('link', { name: /Formulario de reclamos/ })).toHaveAttribute('target', '_blank');
  });

  it('links the contract PDFs, the plans, the coverage check and shows the add-on prices', async () => {
    await renderPage();
    const pdfs = within(region('Modelos de contrato'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(pdfs).toEqual([
      '/documentos/resumen-contrato-de-servicio.pdf',
      '/documentos/derechos-de-los-consumidores.pdf',
      '/documentos/arrepentimiento-y-baja.pdf',
    ]);
    const plans = within(region('Planes y precios'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(plans).toEqual(['/internet', '/tv', '/clicktv', '/telefonia']);
    expect(within(region('Precios de los adicionales')).getByRole('listitem')).toHaveTextContent(
      /IP fija \$\s6\.500,00 por mes/,
    );
    const coverage = within(region('Zona de cobertura'));
    expect(coverage.getByText(/Ushuaia, Río Grande y Tolhuin/)).toBeInTheDocument();
    expect(coverage.getByRole('link')).toHaveAttribute('href', '/#cobertura');
  });

  it('leaves telephony out without it, and says when the add-on prices could not load', async () => {
    await renderPage({ telephony: false, addOns: { status: 'error' } });
    expect(within(region('Planes y precios')).queryByRole('link', { name: /Telefonía/ })).toBeNull();
    expect(
      within(region('Precios de los adicionales')).getByText(/No pudimos cargar los precios/),
    ).toBeInTheDocument();
  });

  it('carries the AAIP and No Llame legends and a printable carta poder', async () => {
    await renderPage();
    expect(region('Datos personales (Ley 25.326)')).toHaveTextContent(
      'en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo',
    );
    expect(region('Registro Nacional No Llame (Ley 26.951)')).toHaveTextContent('llamando al 146');
    expect(screen.getByTestId('carta-poder')).toHaveTextContent('Firma y aclaración del titular');
  });
});
