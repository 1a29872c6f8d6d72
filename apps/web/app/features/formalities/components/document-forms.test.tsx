import { MAX_UPLOAD_BYTES, messages } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetBrowser } from '~/test/render-account';
import type { FakeXhr } from '../testing/fake-xhr';
import { stubXhr } from '../testing/fake-xhr';
import { openForm } from '../testing/open-form';
import { CLICK_FULL, GPON_300, optionsWith, renderFormalities } from '../testing/render-formalities';

const HOLDER = ['Cambio de titularidad', 'Formulario solicitud de cambio de titularidad'] as const;
const AUTHORISATION = ['Autorización de terceros', 'Formulario para autorización de terceros'] as const;

const pdf = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes).fill(0x25)], name, { type: 'application/pdf' });

let xhr: typeof FakeXhr;
beforeEach(() => {
  xhr = stubXhr();
});
afterEach(forgetBrowser);

// `accept` would make user-event drop a wrong file silently; the slot's own check is what is tested.
const setup = () => userEvent.setup({ applyAccept: false });

async function fillHolderChange(user: UserEvent, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/Nombre y apellido/), 'Lucía Gómez');
  await user.type(within(form).getByRole('textbox', { name: 'DNI' }), '28999888');
  fireEvent.change(within(form).getByLabelText(/Fecha de nacimiento/), { target: { value: '1985-03-14' } });
  await user.selectOptions(within(form).getByLabelText(/Género/), 'Femenino');
  await user.type(within(form).getByLabelText(/Email/), 'lucia@example.com');
  await user.type(within(form).getByLabelText(/Teléfono/), '2901444555');
  await user.type(within(form).getByLabelText(/Domicilio/), 'Gobernador Paz 800');
}

async function fillAuthorisation(user: UserEvent, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/Nombre y apellido de la persona/), 'Pedro Ruiz');
  await user.type(within(form).getByLabelText(/DNI de la persona/), '31222333');
  await user.type(within(form).getByLabelText(/Qué trámites/), 'Retirar el decodificador.');
  for (const [slot, name] of [
    ['DNI (frente)', 'dni-frente.pdf'],
    ['DNI (dorso)', 'dni-dorso.pdf'],
    ['Factura (frente)', 'factura-frente.pdf'],
    ['Factura (dorso)', 'factura-dorso.pdf'],
  ] as const) {
    await user.upload(
      within(form).getByLabelText(new RegExp(`^${slot.replace(/[()]/g, '\\$&')}`)),
      pdf(name),
    );
  }
}

describe('file slots', () => {
  it('replace the slot on a new pick, show name and size, remove, and refuse other files and oversize ones', async () => {
    const user = setup();
    renderFormalities(optionsWith(GPON_300, CLICK_FULL));
    const form = await openForm(user, ...HOLDER);
    const front = await within(form).findByLabelText(/^DNI \(frente\)/);
    const slot = within(form.querySelector<HTMLElement>('[data-slot="dni_frente"]')!);

    expect(front).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
    await user.upload(front, new File(['hola'], 'dni.heic', { type: 'image/heic' }));
    expect(slot.getByRole('alert')).toHaveTextContent('Solo se admiten archivos PDF, JPG o PNG.');
    expect(within(form).queryByTestId('file-dni_frente')).toBeNull();

    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'grande.pdf', { type: 'application/pdf' });
    await user.upload(front, huge);
    expect(slot.getByRole('alert')).toHaveTextContent(messages.fileTooLarge);
    expect(within(form).queryByTestId('file-dni_frente')).toBeNull();

    await user.upload(front, pdf('primero.pdf', 240 * 1024));
    expect(within(form).getByTestId('file-dni_frente')).toHaveTextContent('primero.pdf (240 KB)');
    expect(slot.queryByRole('alert')).toBeNull();

    await user.upload(front, pdf('segundo.pdf', 3 * 1024));
    expect(within(form).getByTestId('file-dni_frente')).toHaveTextContent('segundo.pdf (3 KB)');
    expect(form).not.toHaveTextContent('primero.pdf');

    // A photo of the DNI is taken as it is; the server makes a PDF of it.
    await user.upload(front, new File([new Uint8Array(2048)], 'foto-dni.jpg', { type: 'image/jpeg' }));
    expect(within(form).getByTestId('file-dni_frente')).toHaveTextContent('foto-dni.jpg (2 KB)');
    expect(slot.queryByRole('alert')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Quitar DNI (frente)' }));
    expect(within(form).queryByTestId('file-dni_frente')).toBeNull();
  });
});

describe('HolderChangeForm', () => {
  it('sends multipart with the text fields before the files, shows upload progress and opens modal 2', async () => {
    const user = setup();
    renderFormalities(optionsWith(GPON_300, CLICK_FULL));
    const form = await openForm(user, ...HOLDER);
    await fillHolderChange(user, form);
    const send = within(form).getByRole('button', { name: 'Enviar' });
    await user.upload(within(form).getByLabelText(/^DNI \(frente\)/), pdf('frente.pdf'));
    expect(send).toBeDisabled();
    await user.upload(within(form).getByLabelText(/^DNI \(dorso\)/), pdf('dorso.pdf'));
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const request = xhr.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/mensajes/company-code/2/');
    expect(request.headers['x-api-key']).toBe('test-key');
    expect(request.headers.authorization).toBe('Bearer token-de-prueba');
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const entries = request.entries();
    const firstFile = entries.findIndex(([name]) => name === 'files');
    expect(entries.slice(firstFile)).toEqual([
      ['files', 'file:frente.pdf'],
      ['files', 'file:dorso.pdf'],
    ]);
    expect(Object.fromEntries(entries.slice(0, firstFile))).toMatchObject({
      type: '11',
      subscriber: '1',
      client_id: '1001',
      name: 'Lucía Gómez',
      birthdate: '1985-03-14',
      gender: 'Femenino',
    });

    request.progress(50, 200);
    const bar = await within(form).findByRole('progressbar', { name: /Subiendo documentos: 25 %/ });
    expect(bar).toHaveAttribute('value', '25');
    request.answer(201, { Crmnumero: 'G-2026-000123', id: 123 });

    expect(await screen.findByTestId('sent-number')).toHaveTextContent('G-2026-000123');
    expect(screen.getByTestId('sent-type')).toHaveTextContent('11');
    expect(screen.queryByRole('dialog', { name: HOLDER[1] })).toBeNull();
  });

  it("puts the server's field messages on the fields and slots and keeps the form open", async () => {
    const user = setup();
    renderFormalities(optionsWith(GPON_300, CLICK_FULL));
    const form = await openForm(user, ...HOLDER);
    await fillHolderChange(user, form);
    await user.upload(within(form).getByLabelText(/^DNI \(frente\)/), pdf('frente.pdf'));
    await user.upload(within(form).getByLabelText(/^DNI \(dorso\)/), pdf('dorso.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    xhr.requests[0]!.answer(400, {
      message: 'Revisá los datos',
      code: 'VALIDATION_FAILED',
      fields: { dni_dorso: 'El archivo no es un PDF válido.', email: 'Email inválido.' },
    });
    expect(await within(form).findByText('El archivo no es un PDF válido.')).toBeInTheDocument();
    expect(within(form).getByText('Email inválido.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: HOLDER[1] })).toBeInTheDocument();
  });
});

describe('AuthorisationForm', () => {
  it('on a server failure opens modal 7, retries with the same key and files, and the reopened form keeps everything', async () => {
    const user = setup();
    renderFormalities(optionsWith(GPON_300, CLICK_FULL));
    let form = await openForm(user, ...AUTHORISATION);
    await fillAuthorisation(user, form);
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    xhr.requests[0]!.answer(500, { message: 'Error en el servidor, intente mas tarde', code: 'INTERNAL' });

    expect(await screen.findByRole('dialog', { name: 'modal:main-7' })).toBeInTheDocument();
    expect(screen.getByTestId('error-alert')).toHaveTextContent(messages.errorOccurred);
    expect(screen.queryByRole('dialog', { name: AUTHORISATION[1] })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'reintentar' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    const [first, second] = xhr.requests as [FakeXhr, FakeXhr];
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(second.entries()).toEqual(first.entries());
    second.dropConnection();
    await user.click(screen.getByRole('button', { name: 'cerrar main-7' }));

    form = await openForm(user, ...AUTHORISATION);
    expect(within(form).getByLabelText(/Nombre y apellido de la persona/)).toHaveValue('Pedro Ruiz');
    expect(within(form).getByLabelText(/Qué trámites/)).toHaveValue('Retirar el decodificador.');
    expect(within(form).getByTestId('file-dni_frente')).toHaveTextContent('dni-frente.pdf');
    expect(within(form).getByTestId('file-factura_dorso')).toHaveTextContent('factura-dorso.pdf');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(3));
    expect(xhr.requests[2]!.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    xhr.requests[2]!.answer(201, { Crmnumero: 'G-2026-000124', id: 124 });
    expect(await screen.findByTestId('sent-number')).toHaveTextContent('G-2026-000124');

    // Sent: the next opening starts empty.
    await user.click(screen.getByRole('button', { name: 'cerrar main-2' }));
    form = await openForm(user, ...AUTHORISATION);
    expect(within(form).getByLabelText(/Nombre y apellido de la persona/)).toHaveValue('');
    expect(within(form).queryByTestId('file-dni_frente')).toBeNull();
  });
});

describe('missing fields', () => {
  it('names under the disabled Enviar the fields and the documents still missing', async () => {
    const user = setup();
    renderFormalities(optionsWith(GPON_300, CLICK_FULL));
    const form = await openForm(user, ...AUTHORISATION);
    const send = within(form).getByRole('button', { name: 'Enviar' });
    await waitFor(() =>
      expect(send).toHaveAccessibleDescription(
        'Completá: nombre y apellido de la persona autorizada, DNI de la persona autorizada, ' +
          'los trámites que va a hacer, DNI (frente), DNI (dorso), factura (frente), factura (dorso)',
      ),
    );
    await fillAuthorisation(user, form);
    await waitFor(() => expect(send).toBeEnabled());
    expect(send).toHaveAccessibleDescription('');
  });
});
