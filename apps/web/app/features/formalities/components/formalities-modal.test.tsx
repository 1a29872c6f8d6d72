import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetBrowser } from '~/test/render-account';
import { CLICK_FULL, GPON_300, optionsWith, renderFormalities } from '../testing/render-formalities';

afterEach(forgetBrowser);

const SECTIONS = [
  'Hacer un reclamo',
  'Adquirir un servicio',
  'Cambiar de plan de TV / Internet',
  'Cambio de titularidad',
  'Mudanza de servicio',
  'Autorización de terceros',
  'Pagar una factura',
  'Dar de baja un servicio',
];

async function openTramites() {
  const user = userEvent.setup();
  renderFormalities(optionsWith(GPON_300, CLICK_FULL));
  await user.click(await screen.findByRole('button', { name: 'Abrir Trámites' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trámites' });
  return { user, dialog };
}

describe('FormalitiesModal', () => {
  it('shows the eight sections closed, opens one at a time and closes the open one when pressed again', async () => {
    const { user, dialog } = await openTramites();
    const triggers = within(dialog).getAllByRole('button', { expanded: false });
    expect(triggers.map((b) => b.textContent)).toEqual(SECTIONS);
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(dialog).not.toHaveTextContent('Muy pronto');

    const claim = within(dialog).getByRole('button', { name: 'Hacer un reclamo' });
    await user.click(claim);
    expect(claim).toHaveAttribute('aria-expanded', 'true');
    const region = within(dialog).getByRole('region', { name: 'Hacer un reclamo' });
    expect(claim).toHaveAttribute('aria-controls', region.id);
    expect(within(region).getByRole('link', { name: 'Ir a mis gestiones' })).toHaveAttribute(
      'href',
      '/mi-cuenta/mis-gestiones',
    );
    expect(region).toHaveTextContent('Solicitar asistencia');
    // Phone, address and hours come from the company config (render-app's TEST_CONFIG; empty hours fall
    // back to spec §9's).
    expect(within(region).getByRole('link', { name: '0800-333-1234' })).toHaveAttribute(
      'href',
      'tel:08003331234',
    );
    expect(region).toHaveTextContent('San Martín 1234');
    expect(region).toHaveTextContent('lunes a viernes de 9 a 14 h; sábados de 10 a 13 h');
    expect(region).toHaveTextContent('lunes a viernes de 9 a 24 h');

    const acquire = within(dialog).getByRole('button', { name: 'Adquirir un servicio' });
    await user.click(acquire);
    expect(acquire).toHaveAttribute('aria-expanded', 'true');
    expect(claim).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('region', { name: 'Hacer un reclamo' })).toBeNull();
    expect(within(dialog).getByRole('region', { name: 'Adquirir un servicio' })).toHaveTextContent(
      'Constancia de CBU o tarjeta de crédito',
    );

    await user.click(acquire);
    expect(acquire).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryAllByRole('region')).toHaveLength(0);
  });

  it('lists the pay channels, overdue bills only at the office or by phone', async () => {
    const { user, dialog } = await openTramites();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar una factura' }));
    const region = within(dialog).getByRole('region', { name: 'Pagar una factura' });
    for (const channel of ['Link', 'Banelco', 'Pago Fácil', 'Rapipago', 'oficina comercial']) {
      expect(region).toHaveTextContent(channel);
    }
    expect(within(region).getByRole('link', { name: 'Pagar mis facturas' })).toHaveAttribute(
      'href',
      '/mi-cuenta/mis-facturas?pagar=facturas',
    );
    expect(region).toHaveTextContent('Una factura vencida solo se puede pagar en la oficina comercial');
  });

  it('points the plan change to the social networks, the contact mail and the phone hours of the config', async () => {
    const { user, dialog } = await openTramites();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar de plan de TV / Internet' }));
    const region = within(dialog).getByRole('region', { name: 'Cambiar de plan de TV / Internet' });
    expect(within(region).getByRole('link', { name: 'atencion@example.com' })).toHaveAttribute(
      'href',
      'mailto:atencion@example.com',
    );
    expect(region).toHaveTextContent('lunes a viernes de 9 a 24 h');
  });

  it("'Dar de baja' closes Trámites and opens main modal 8", async () => {
    const { user, dialog } = await openTramites();
    await user.click(within(dialog).getByRole('button', { name: 'Dar de baja un servicio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    expect(await screen.findByRole('dialog', { name: 'modal:main-8' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Trámites' })).toBeNull();
  });

  it("opens a section's form in the same dialog, focuses it and goes back to the section", async () => {
    const { user, dialog } = await openTramites();
    await user.click(within(dialog).getByRole('button', { name: 'Mudanza de servicio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Completar el formulario' }));
    const form = await screen.findByRole('dialog', { name: 'Formulario de mudanza de servicio' });
    expect(within(form).getByLabelText(/Domicilio nuevo/)).toHaveFocus();
    expect(within(form).getByLabelText(/Provincia/)).toHaveValue('Tierra del Fuego');
    await user.click(within(form).getByRole('button', { name: 'Volver a Trámites' }));
    const back = await screen.findByRole('dialog', { name: 'Trámites' });
    expect(within(back).getByRole('button', { name: 'Completar el formulario' })).toHaveFocus();
  });
});
