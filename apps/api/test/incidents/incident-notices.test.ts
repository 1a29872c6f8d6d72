// What incidents do for customers (issue #31 §5): a fault claim filed during an incident in the customer's
// locality is linked to it at intake; closing the incident mails those customers once, even when two closes
// race; customers who asked in Mis servicios are mailed once when an incident reaches their locality, and see
// the incidents of their locality there. Runs on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';
import {
  call,
  CLAIMS,
  createIncident,
  incidentBody,
  INCIDENTS,
  mailsWith,
  OUTAGES,
} from './incidents-support.js';

describe.each(dialects)('incident notices (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let supervisor: string;
  let customer: string;
  // A second customer of Ushuaia: a customer may file 5 claims an hour.
  let neighbour: string;
  const fileClaim = async (reason: string, token = customer, url = CLAIMS) => {
    const res = await t.request({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: { reason, details: 'Sin conexión desde la mañana' },
    });
    expect(res.statusCode).toBe(201);
    const { number } = res.json() as { number: string };
    const row = await t.app.db
      .selectFrom('requests')
      .select(['incident_id'])
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    return { number, incidentId: row.incident_id };
  };

  beforeAll(async () => {
    supervisor = await staffTokenAs(t, 'supervisor');
    ({ token: customer } = await loginAs(t));
    await t.app.db.updateTable('logins').set({ entry: 0 }).where('email', '=', 'nuevo@example.com').execute();
    ({ token: neighbour } = await loginAs(t, 'nuevo@example.com'));
  });

  it('links a fault claim to the incident in force in its locality, and nothing else', async () => {
    const elsewhere = await createIncident(t, supervisor, { localities: ['Río Grande'] });
    expect((await fileClaim('Internet lento o con cortes')).incidentId).toBeNull();
    const here = await createIncident(t, supervisor, { localities: ['Ushuaia', 'Tolhuin'] });
    expect((await fileClaim('Internet lento o con cortes')).incidentId).toBe(here.id);
    // A claim about an invoice is not a fault.
    expect((await fileClaim('Consulta sobre mi factura')).incidentId).toBeNull();
    const listed = (await call(t, supervisor, 'GET', INCIDENTS)).json().items;
    expect(listed.find((i: { id: number }) => i.id === here.id).linkedRequests).toBe(1);
    expect(listed.find((i: { id: number }) => i.id === elsewhere.id).linkedRequests).toBe(0);
  });

  it('mails the linked customers once when two supervisors close it at the same time', async () => {
    const incident = await createIncident(t, supervisor, { service: 'clicktv', localities: ['Ushuaia'] });
    const first = await fileClaim('Sin señal de TV o de Click TV');
    const second = await fileClaim('Internet lento o con cortes');
    expect([first.incidentId, second.incidentId]).toEqual([incident.id, incident.id]);
    const other = await staffTokenAs(t, 'admin');
    const closes = await Promise.all(
      [supervisor, other, supervisor, other].map((token) =>
        call(t, token, 'POST', `${INCIDENTS}${incident.id}/cierre/`, { version: 1 }),
      ),
    );
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const refusals = closes.filter((r) => r.statusCode === 409).map((r) => r.json().message);
    expect(refusals).toEqual(Array(3).fill('Este incidente ya está cerrado.'));
    const mails = await mailsWith(t, 'Servicio normalizado: Click TV en Ushuaia');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('cliente@example.com');
    expect(mails[0]!.text).toContain(`Tus reclamos ${first.number}, ${second.number} quedaron vinculados`);
    // A claim filed after the close is not linked to it.
    const late = await fileClaim('Internet lento o con cortes', neighbour, '/api/customer/104601/gestiones/');
    expect(late.incidentId).not.toBe(incident.id);
  });

  it('shows Mis servicios the incidents of the customer locality, and mails subscribers once per incident', async () => {
    const before = (await t.request({ url: OUTAGES, headers: bearer(customer) })).json();
    expect(before).toMatchObject({ locality: 'Ushuaia', subscribed: false, hasEmail: true });
    expect(
      before.items.every((i: { localities: string[] | null }) => i.localities?.includes('Ushuaia') ?? true),
    ).toBe(true);

    const on = await t.request({
      method: 'PUT',
      url: OUTAGES,
      headers: bearer(customer),
      payload: { subscribed: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().subscribed).toBe(true);
    // Asking twice keeps one subscription: one mail per incident.
    await t.request({
      method: 'PUT',
      url: OUTAGES,
      headers: bearer(customer),
      payload: { subscribed: true },
    });

    await createIncident(t, supervisor, { service: 'tv', localities: ['Río Grande'] });
    expect(await mailsWith(t, 'Aviso: Corte de TV')).toHaveLength(0);
    const here = await createIncident(t, supervisor, { service: 'telefonia', localities: ['ushuaia'] });
    const mails = await mailsWith(t, 'Aviso: Corte de Telefonía en Ushuaia');
    expect(mails.map((m) => m.to)).toEqual(['cliente@example.com']);
    expect(mails[0]!.text).toContain('Podés dejar de recibir estos avisos desde Mis servicios.');
    const view = (await t.request({ url: OUTAGES, headers: bearer(customer) })).json();
    expect(view.items.map((i: { id: number }) => i.id)).toContain(here.id);

    // Widening an incident to the customer's locality mails them once; editing it again does not.
    const widened = await createIncident(t, supervisor, { service: 'tv', localities: ['Tolhuin'] });
    const edit = (version: number, publicText: string) =>
      call(t, supervisor, 'PUT', `${INCIDENTS}${widened.id}/`, {
        ...incidentBody({ service: 'tv', localities: ['Tolhuin', 'Ushuaia'], publicText }),
        version,
      });
    expect((await edit(1, 'Cortes en la red de TV.')).statusCode).toBe(200);
    expect((await edit(2, 'Cortes en la red de TV por obras.')).statusCode).toBe(200);
    expect(await mailsWith(t, 'Aviso: Corte de TV en Tolhuin y Ushuaia')).toHaveLength(1);

    const off = await t.request({
      method: 'PUT',
      url: OUTAGES,
      headers: bearer(customer),
      payload: { subscribed: false },
    });
    expect(off.json().subscribed).toBe(false);
    await createIncident(t, supervisor, { service: 'telefonia', allLocalities: true, localities: [] });
    expect(await mailsWith(t, 'Aviso: Corte de Telefonía en todas')).toHaveLength(0);
  });

  it("keeps a customer's notices to their own sessions", async () => {
    expect((await t.request({ url: OUTAGES })).statusCode).toBe(401);
    const other = await t.request({ url: '/api/customer/104601/cortes/', headers: bearer(customer) });
    expect(other.statusCode).toBe(403);
  });

  it('asks for an email before subscribing', async () => {
    await t.app.db.updateTable('customers').set({ emailppl: null }).where('cliente', '=', 104523).execute();
    const res = await t.request({
      method: 'PUT',
      url: OUTAGES,
      headers: bearer(customer),
      payload: { subscribed: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      subscribed: 'Agregá un email en tus datos de contacto para recibir los avisos.',
    });
  });
});
