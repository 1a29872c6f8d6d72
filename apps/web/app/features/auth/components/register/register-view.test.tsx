import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_OFF, mockFetch } from '~/test/mock-fetch';
import { renderApp } from '~/test/render-app';
import { RegisterView } from './register-view';

// Leaflet needs a real layout engine; the map has its own browser journey (e2e/auth-register.spec.ts).
vi.mock('./register-map', () => ({ default: () => <div data-testid="map-stub" /> }));

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup();

async function fillStep1(birth = '1990-05-10') {
  await user.type(await screen.findByLabelText('Nombre'), 'Julieta');
  await user.type(screen.getByLabelText('Apellido'), 'Pereyra');
  await user.selectOptions(screen.getByLabelText('Género'), 'Femenino');
  await user.type(screen.getByLabelText('Fecha de nacimiento'), birth);
  await user.type(screen.getByLabelText('Celular'), '2901445566');
  await user.type(screen.getByLabelText('DNI'), '40111222');
  await user.type(screen.getByLabelText('Email'), 'julieta@example.com');
  await user.selectOptions(screen.getByLabelText('Tipo de vivienda'), 'Casa');
  await user.selectOptions(screen.getByLabelText('Situación de la vivienda'), 'Propietario');
}

describe('RegisterView', () => {
  it('step 1 stops with Spanish errors under the fields and focuses the first one', async () => {
    mockFetch(CAPTCHA_OFF);
    renderApp(<RegisterView onNavigate={vi.fn()} focusHeading={false} />);
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus());
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(screen.getByLabelText('Género')).toHaveAccessibleDescription('Elegí una opción de la lista.');
    expect(screen.getByRole('heading', { name: 'Tus datos personales' })).toBeInTheDocument();
  });

  it('offers birth dates only up to 18 years ago and refuses a minor', async () => {
    mockFetch(CAPTCHA_OFF);
    renderApp(<RegisterView onNavigate={vi.fn()} focusHeading={false} />);
    const birth = await screen.findByLabelText('Fecha de nacimiento');
    const year = Number(birth.getAttribute('max')?.slice(0, 4));
    expect(year).toBe(new Date().getFullYear() - 18);
    await fillStep1(`${new Date().getFullYear() - 10}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(
      await screen.findByText('Tenés que ser mayor de 18 años.', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
  });

  it('walks the steps with back links, then sends the whole draft and shows ¡Registrado!', async () => {
    const calls = mockFetch({
      ...CAPTCHA_OFF,
      'POST /api/customer/registro/': () => ({ status: 201, body: { Crmnumero: 'G-9' } }),
    });
    const onNavigate = vi.fn();
    renderApp(<RegisterView onNavigate={onNavigate} focusHeading={false} />);
    await fillStep1();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const heading2 = await screen.findByRole('heading', { name: 'Tu domicilio' });
    await waitFor(() => expect(heading2).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    await user.type(screen.getByLabelText('Calle'), 'Magallanes');
    await user.type(screen.getByLabelText('Número'), '1230');
    await user.click(screen.getByRole('button', { name: 'Mover al este' }));
    expect(screen.getByLabelText('Longitud')).toHaveValue(-67.708);
    await user.click(screen.getByRole('button', { name: 'Volver al paso anterior' }));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Julieta');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));

    await screen.findByRole('heading', { name: 'Últimos datos' });
    await user.type(screen.getByLabelText('Contraseña'), 'Segura1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Segura1');
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('Tenés que aceptar las bases y condiciones.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Acepto las bases y condiciones'));
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));

    expect(await screen.findByRole('heading', { name: '¡Registrado!' })).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/customer/registro/')?.body;
    expect(sent).toMatchObject({
      name: 'Julieta',
      gender: 'Femenino',
      birthdate: '1990-05-10',
      acceptByC: true,
      property: 'Propietario',
      residence: 'Casa',
      address: { address: 'Magallanes', number: '1230', lat: -53.7877, lng: -67.708 },
    });
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onNavigate).toHaveBeenCalledWith('signIn');
  });

  it('an email already registered (409) goes back to step 1 with the message under Email', async () => {
    mockFetch({
      ...CAPTCHA_OFF,
      'POST /api/customer/registro/': () => ({
        status: 409,
        body: { message: 'Ya existe un usuario registrado con ese email.', code: 'EMAIL_ALREADY_REGISTERED' },
      }),
    });
    renderApp(<RegisterView onNavigate={vi.fn()} focusHeading={false} />);
    await fillStep1();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(await screen.findByLabelText('Calle'), 'Magallanes');
    await user.type(screen.getByLabelText('Número'), '1230');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(await screen.findByLabelText('Contraseña'), 'Segura1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Segura1');
    await user.click(screen.getByLabelText('Acepto las bases y condiciones'));
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Ya existe un usuario registrado con ese email.',
    );
  });
});
