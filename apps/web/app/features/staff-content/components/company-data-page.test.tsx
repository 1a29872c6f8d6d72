import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { CompanyDataPage } from './company-data-page';

const PATH = '/api/admin/contenido/empresa/';
const data = {
  phone: '0800-555-0826',
  phones: [],
  whatsapp: '5492901551234',
  email: 'atencion@example.com',
  address: { address: 'San Martín', number: '1234' },
  opening_hours: { office: 'Lunes a viernes de 9 a 14 h', phone_support: 'Todos los días de 9 a 21 h' },
  social_media: { facebook: 'https://www.facebook.com/portal', x: '', instagram: '', youtube: '' },
  covered_localities: ['Ushuaia', 'Río Grande'],
  version: 4,
  updatedAt: null,
};

function desk(put: () => { status: number; body: unknown }) {
  return mockFetch({ [`GET ${PATH}`]: () => ({ status: 200, body: data }), [`PUT ${PATH}`]: put });
}

afterEach(forgetDesk);

describe('CompanyDataPage', () => {
  it('shows an agent the data with nothing to change', async () => {
    signInStaff('agente');
    desk(() => ({ status: 500, body: {} }));
    renderInDesk(<CompanyDataPage />);
    expect(await screen.findByRole('textbox', { name: 'Línea gratuita (0800)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar localidad' })).toBeNull();
  });

  it('checks fields before sending, then sends phones and localities with the version read', async () => {
    signInStaff('admin');
    const calls = desk(() => ({ status: 200, body: { ...data, phone: '0800-999-1234', version: 5 } }));
    const user = userEvent.setup();
    renderInDesk(<CompanyDataPage />);
    const phone = await screen.findByRole('textbox', { name: 'Línea gratuita (0800)' });
    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribí la línea gratuita como 0800-555-0826.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '0800-999-1234');
    await user.click(screen.getByRole('button', { name: 'Agregar teléfono' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del teléfono 1' }), 'Oficina Tolhuin');
    await user.type(screen.getByRole('textbox', { name: 'Número del teléfono 1' }), '02901 49-2222');
    await user.click(screen.getByRole('button', { name: 'Agregar localidad' }));
    await user.type(screen.getByRole('textbox', { name: 'Localidad 3' }), 'Tolhuin');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Guardamos los datos/)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      version: 4,
      phone: '0800-999-1234',
      phones: [{ label: 'Oficina Tolhuin', number: '02901 49-2222' }],
      covered_localities: ['Ushuaia', 'Río Grande', 'Tolhuin'],
    });
  });

  it("puts the API's per-field messages under their fields", async () => {
    signInStaff('admin');
    desk(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Revisá los datos marcados.',
        fields: { 'social_media.facebook': 'Escribí la dirección completa de Facebook.' },
      },
    }));
    const user = userEvent.setup();
    renderInDesk(<CompanyDataPage />);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribí la dirección completa de Facebook.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Facebook' })).toHaveAttribute('aria-invalid', 'true');
  });
});
