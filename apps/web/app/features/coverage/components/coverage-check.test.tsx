import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROBE_REGISTRY, renderApp } from '~/test/render-app';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import { CoverageCheck, OTHER_LOCALITY, type CoverageQuery } from './coverage-check';

const LOCALITIES = ['Ushuaia', 'Río Grande', 'Tolhuin'];

/** The contact modal stand-in shows what the check handed it. */
function ContactProbe({ data }: ModalContentProps) {
  return <div role="dialog" aria-label="modal:main-3" data-modal={JSON.stringify(data)} />;
}

const render = (initial?: CoverageQuery) =>
  renderApp(<CoverageCheck localities={LOCALITIES} initial={initial} />, {
    registry: { ...PROBE_REGISTRY, 'main-3': ContactProbe },
  });

async function ask(locality: string, street: string) {
  const user = userEvent.setup();
  const check = await screen.findByTestId('coverage-check');
  await user.selectOptions(within(check).getByLabelText('Localidad'), locality);
  await user.type(within(check).getByLabelText('Calle y número'), street);
  await user.click(within(check).getByRole('button', { name: 'Consultar cobertura' }));
  return { user, check };
}

describe('CoverageCheck', () => {
  it('is a GET form that names the covered localities and offers them, plus another one', async () => {
    render();
    const check = await screen.findByTestId('coverage-check');
    expect(within(check).getByRole('heading', { name: '¿Hay cobertura en mi domicilio?' })).toBeVisible();
    expect(check).toHaveTextContent('Instalamos en Ushuaia, Río Grande y Tolhuin.');
    const form = check.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    const options = within(within(check).getByLabelText('Localidad'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Elegí tu localidad', ...LOCALITIES, OTHER_LOCALITY]);
    expect(within(check).getByLabelText('Calle y número')).toBeRequired();
    expect(screen.queryByTestId('coverage-answer')).toBeNull();
  });

  it('answers in place for a covered locality and opens the contact form with the address', async () => {
    render();
    const { user, check } = await ask('Río Grande', 'Belgrano 320');
    const answer = within(check).getByTestId('coverage-answer');
    expect(answer).toHaveAttribute('data-result', 'covered');
    // Only the locality was checked: the answer says so and promises nothing about the street.
    expect(answer).toHaveTextContent(
      'Tenemos servicio en Río Grande; confirmamos tu dirección cuando nos dejes tus datos.',
    );
    expect(answer).not.toHaveTextContent(/¡Sí!|Llegamos/);
    expect(within(check).getByRole('status')).toContainElement(answer);
    await user.click(within(check).getByRole('button', { name: 'Quiero que me contacten' }));
    const modal = await screen.findByRole('dialog', { name: 'modal:main-3' });
    expect(JSON.parse(modal.getAttribute('data-modal')!)).toEqual({
      topic: 'coverage',
      address: 'Belgrano 320, Río Grande',
    });
  });

  it('sends another locality to staff with the street alone', async () => {
    render();
    const { user, check } = await ask(OTHER_LOCALITY, 'Ruta 3 km 2950');
    expect(within(check).getByTestId('coverage-answer')).toHaveAttribute('data-result', 'unknown');
    await user.click(within(check).getByRole('button', { name: 'Consultar por mi domicilio' }));
    const modal = await screen.findByRole('dialog', { name: 'modal:main-3' });
    expect(JSON.parse(modal.getAttribute('data-modal')!)).toMatchObject({ address: 'Ruta 3 km 2950' });
  });

  it('shows the answer the server read from the query, with the fields filled in', async () => {
    render({ locality: 'tolhuin', street: 'Maipú 50' });
    const check = await screen.findByTestId('coverage-check');
    expect(within(check).getByTestId('coverage-answer')).toHaveAttribute('data-result', 'covered');
    expect(within(check).getByTestId('coverage-answer')).toHaveTextContent('Tenemos servicio en Tolhuin;');
    expect(within(check).getByLabelText('Localidad')).toHaveValue('Tolhuin');
    expect(within(check).getByLabelText('Calle y número')).toHaveValue('Maipú 50');
  });

  it('answers unknown for a locality that is not on the list, and keeps it in the address', async () => {
    render({ locality: 'Puerto Almanza', street: 'Los Ñires 5' });
    expect(await screen.findByTestId('coverage-answer')).toHaveAttribute('data-result', 'unknown');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar por mi domicilio' }));
    const modal = await screen.findByRole('dialog', { name: 'modal:main-3' });
    expect(JSON.parse(modal.getAttribute('data-modal')!)).toMatchObject({
      address: 'Los Ñires 5, Puerto Almanza',
    });
  });

  it("answers an empty field with the site's Spanish, not the browser's, and focuses it", async () => {
    render();
    const check = await screen.findByTestId('coverage-check');
    expect(check.querySelector('form')).toHaveAttribute('novalidate');
    const user = userEvent.setup();
    await user.click(within(check).getByRole('button', { name: 'Consultar cobertura' }));
    const locality = within(check).getByLabelText('Localidad');
    expect(locality).toHaveAccessibleDescription('Elegí tu localidad.');
    expect(locality).toHaveAttribute('aria-invalid', 'true');
    expect(locality).toHaveFocus();
    expect(within(check).getByLabelText('Calle y número')).toHaveAccessibleDescription(
      'Ingresá la calle y el número.',
    );
    expect(screen.queryByTestId('coverage-answer')).toBeNull();
    await user.selectOptions(locality, 'Tolhuin');
    await user.type(within(check).getByLabelText('Calle y número'), 'Calle falsa 1');
    await user.click(within(check).getByRole('button', { name: 'Consultar cobertura' }));
    expect(locality).not.toHaveAttribute('aria-invalid');
    expect(within(check).getByTestId('coverage-answer')).toHaveTextContent('Tenemos servicio en Tolhuin;');
  });

  it('shows the messages the server read from a query with an empty field, without an answer', async () => {
    render({ locality: 'Tolhuin', street: '' });
    const check = await screen.findByTestId('coverage-check');
    expect(within(check).getByLabelText('Calle y número')).toHaveAccessibleDescription(
      'Ingresá la calle y el número.',
    );
    expect(within(check).getByLabelText('Localidad')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('coverage-answer')).toBeNull();
  });
});
