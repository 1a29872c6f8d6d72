import { messages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetBrowser } from '~/test/render-account';
import { openForm } from '../testing/open-form';
import {
  CLICK_FULL,
  GPON_300,
  MESSAGES_PATH,
  optionsWith,
  renderFormalities,
} from '../testing/render-formalities';

afterEach(forgetBrowser);

const CREATED = { status: 201, body: { Crmnumero: 'G-2026-000077', id: 77 } };
const ACQUIRE = ['Adquirir un servicio', 'Formulario para adquirir nuevos servicios'] as const;
const PLAN = ['Cambiar de plan de TV / Internet', 'Formulario cambiar de plan de TV / Internet'] as const;

describe('AcquireForm', () => {
  it('offers only the products the record lacks, pre-fills the person and sends type 9 as JSON', async () => {
    const user = userEvent.setup();
    const calls = renderFormalities(optionsWith(GPON_300, null), {
      [`POST ${MESSAGES_PATH}`]: () => CREATED,
    });
    const form = await openForm(user, ...ACQUIRE);
    expect(await within(form).findByLabelText('Plan de Click TV')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Plan de Internet')).toBeNull();
    expect(within(form).getByLabelText(/Nombre y apellido/)).toHaveValue('martina fernández');
    expect(within(form).getByLabelText(/Email/)).toHaveValue('cliente@example.com');
    expect(within(form).getByLabelText(/DNI/)).toHaveValue('30123456');
    const send = within(form).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    await user.selectOptions(within(form).getByLabelText('Plan de Click TV'), 'CLICKBASIC');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await screen.findByTestId('sent-number')).toHaveTextContent('G-2026-000077');
    expect(screen.getByTestId('sent-type')).toHaveTextContent('9');
    expect(screen.queryByRole('dialog', { name: ACQUIRE[1] })).toBeNull();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      type: 9,
      subscriber: 1,
      client_id: 1001,
      clickTvPlan: 'CLICKBASIC',
      name: 'martina fernández',
      dni: '30123456',
    });
    expect(post.headers.get('authorization')).toBe('Bearer token-de-prueba');
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the record has every service when nothing is left to add', async () => {
    const user = userEvent.setup();
    renderFormalities(optionsWith(GPON_300, CLICK_FULL));
    const form = await openForm(user, ...ACQUIRE);
    expect(await within(form).findByTestId('form-unavailable')).toHaveTextContent(
      messages.allServicesContracted,
    );
    expect(within(form).queryByRole('combobox')).toBeNull();
  });

  it('offers both products to a record that has neither', async () => {
    const user = userEvent.setup();
    renderFormalities(optionsWith(null, null));
    const form = await openForm(user, ...ACQUIRE);
    expect(await within(form).findByLabelText('Plan de Internet')).toBeInTheDocument();
    expect(within(form).getByLabelText('Plan de Click TV')).toBeInTheDocument();
  });
});

describe('PlanChangeForm', () => {
  it('pre-selects the current plans and sends only when one differs, with the current plans', async () => {
    const user = userEvent.setup();
    const calls = renderFormalities(optionsWith(GPON_300, CLICK_FULL), {
      [`POST ${MESSAGES_PATH}`]: () => CREATED,
    });
    const form = await openForm(user, ...PLAN);
    const internet = await within(form).findByLabelText(/Plan de Internet/);
    expect(form).toHaveTextContent('Tu plan actual: Gpon 300 megas');
    expect(form).toHaveTextContent('Tu plan actual: Click TV Full');
    // happy-dom cannot set a select's value from script (React's defaultValue neither), so the pre-selection
    // itself is checked by the journey in Chromium; here the current plans are picked by hand.
    await user.selectOptions(internet, 'GPON300');
    await user.selectOptions(within(form).getByLabelText(/Plan de Click TV/), 'CLICKFULL');
    const send = within(form).getByRole('button', { name: 'Pedir el cambio' });
    await waitFor(() => expect(send).toBeDisabled());
    expect(within(form).getByTestId('plan-unchanged')).toHaveTextContent(messages.planUnchanged);

    await user.selectOptions(internet, 'GPON600');
    await waitFor(() => expect(send).toBeEnabled());
    await user.selectOptions(internet, 'GPON300');
    await waitFor(() => expect(send).toBeDisabled());
    await user.selectOptions(internet, 'GPON600');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await screen.findByTestId('sent-number')).toHaveTextContent('G-2026-000077');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      type: 10,
      internetPlan: 'GPON600',
      clickTvPlan: 'CLICKFULL',
      currentInternetPlan: 'GPON300',
      currentClickTvPlan: 'CLICKFULL',
      name: 'martina fernández',
    });
  });

  it('shows the holder-only text instead of the form to someone who is not the holder', async () => {
    const user = userEvent.setup();
    renderFormalities(optionsWith(GPON_300, CLICK_FULL, false));
    const form = await openForm(user, ...PLAN);
    expect(await within(form).findByTestId('form-unavailable')).toHaveTextContent(messages.holderOnly);
  });

  it("shows the API's HOLDER_ONLY refusal in the form and keeps it open", async () => {
    const user = userEvent.setup();
    renderFormalities(optionsWith(GPON_300, CLICK_FULL), {
      [`POST ${MESSAGES_PATH}`]: () => ({
        status: 403,
        body: { message: messages.holderOnly, code: 'HOLDER_ONLY' },
      }),
    });
    const form = await openForm(user, ...PLAN);
    await user.selectOptions(await within(form).findByLabelText(/Plan de Click TV/), 'CLICKBASIC');
    await user.click(within(form).getByRole('button', { name: 'Pedir el cambio' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.holderOnly);
    expect(screen.queryByRole('dialog', { name: 'modal:main-7' })).toBeNull();
  });
});
