// GET /api/admin/debitos-automaticos/exportacion/: the registrations in force, opened only here, as the CSV the
// card processor and the bank receive; formulas neutralised; an audit row per export, written before the body
// leaves (no audit, no CSV); a row no configured key opens fails the whole export; numbers never reach the log.
import { randomBytes } from 'node:crypto';
import { messages } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ushuaiaDate } from '../../src/lib/ushuaia-time.js';
import { DebitSealer } from '../../src/areas/debit/debit-sealer.js';
import { AuditLogRepository } from '../../src/areas/staff/audit-log-repository.js';
import { insertRegistration, STAFF, staffToken, staffTokenAs } from '../support/staff-helpers.js';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';

const VISA = '4507990000004905';
const MASTERCARD = '5323620000000012';
const OLD_CARD = '4517650000000033';
const CBU = '2850590940090418135201';
const OLD_CBU = '0170099220000067797370';
const NUMBERS = [VISA, MASTERCARD, OLD_CARD, CBU, OLD_CBU];
const BOM = '\uFEFF';
const today = () => ushuaiaDate(new Date()).replaceAll('-', '');

describe.each(dialects)('automatic-debit export (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  const logs = memoryLogStream();
  const exportOf = (destino: string, remoteAddress = '10.70.0.1', bearer = token) =>
    t.request({
      url: `/api/admin/debitos-automaticos/exportacion/?destino=${destino}`,
      headers: { authorization: `Bearer ${bearer}` },
      remoteAddress,
    });
  const auditRows = () => t.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp({ dialect, logStream: logs });
    const sealer = new DebitSealer(t.config.debit.encryptionKey, t.config.debit.previousKeys);
    const holder = { holderName: 'Martina Gómez', holderId: '30111222' };
    await insertRegistration(t, sealer, {
      ...holder,
      cliente: 104523,
      medCobroId: 13,
      bancoId: 11,
      number: OLD_CARD,
      cardExpiry: '2027-01',
      status: 'replaced',
    });
    await insertRegistration(t, sealer, {
      ...holder,
      cliente: 104523,
      medCobroId: 13,
      bancoId: 7,
      number: VISA,
      cardExpiry: '2028-03',
      createdAt: '2026-11-20T15:00:00.000Z',
    });
    await insertRegistration(t, sealer, {
      cliente: 104904,
      medCobroId: 12,
      bancoId: 268,
      holderName: '=HYPERLINK("http://evil.example";"ver")',
      holderId: '-27111222',
      number: MASTERCARD,
      cardExpiry: '2027-11',
      // 02:30 UTC is still the 24th in Ushuaia (UTC-3).
      createdAt: '2026-11-25T02:30:00.000Z',
    });
    await insertRegistration(t, sealer, {
      ...holder,
      cliente: 104524,
      medCobroId: 45,
      bancoId: 285,
      number: CBU,
      createdAt: '2026-11-21T12:00:00.000Z',
    });
    await insertRegistration(t, sealer, {
      ...holder,
      cliente: 104601,
      medCobroId: 45,
      bancoId: 17,
      number: OLD_CBU,
      status: 'cancelled',
    });
    token = await staffToken(t);
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('exports the cards in force for the card processor, opened, one line each', async () => {
    const res = await exportOf('tarjetas');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="debitos-tarjetas-${today()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(
      `${BOM}empresaId;clienteNro;medCobroId;medCobroNombre;clienteDebBanco;bancoNombre;clienteDebTitular;` +
        'clienteDebCI;clienteDebNro;clienteDebVto;fechaAlta\r\n' +
        `20;104523;13;Visa Crédito;7;Banco de Galicia y Buenos Aires;Martina Gómez;30111222;${VISA};03/2028;` +
        '20/11/2026\r\n' +
        // Text that would start a formula in a spreadsheet is led by a quote; ';' and '"' make the cell quoted.
        `20;104904;12;Mastercard;268;Banco Provincia de Tierra del Fuego;"'=HYPERLINK(""http://evil.example"";` +
        `""ver"")";'-27111222;${MASTERCARD};11/2027;24/11/2026\r\n`,
    );
  });

  it('exports the CBUs in force for the bank', async () => {
    const res = await exportOf('cbu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="debitos-cbu-${today()}.csv"`);
    expect(res.body).toBe(
      `${BOM}empresaId;clienteNro;medCobroId;medCobroNombre;clienteDebBanco;bancoNombre;clienteDebTitular;` +
        'clienteDebCI;clienteCBU;fechaAlta\r\n' +
        `20;104524;45;Débito en cuenta bancaria (CBU);285;Banco Macro;Martina Gómez;30111222;${CBU};21/11/2026\r\n`,
    );
  });

  it('writes each export to the audit log with the staff user, destination, rows and address', async () => {
    const before = (await auditRows()).length;
    expect((await exportOf('tarjetas', '10.70.0.9')).statusCode).toBe(200);
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    const staff = await t.app.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', STAFF.email)
      .executeTakeFirstOrThrow();
    const entry = rows.at(-1);
    expect(entry).toMatchObject({
      staff_user_id: staff.id,
      action: 'debit.export',
      entity: 'debit_registrations',
      entity_id: null,
      ip: '10.70.0.9',
    });
    expect(JSON.parse(entry?.details ?? '')).toEqual({ destino: 'tarjetas', rows: 2 });
  });

  it('sends no CSV when the audit row cannot be written', async () => {
    vi.spyOn(AuditLogRepository.prototype, 'record').mockRejectedValueOnce(new Error('audit_log is down'));
    const res = await exportOf('tarjetas');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.serverError, code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain(VISA);
  });

  it('fails the whole export, naming the key id in the log, when a row was sealed under a missing key', async () => {
    const foreign = new DebitSealer(randomBytes(32));
    const id = await insertRegistration(t, foreign, {
      cliente: 104702,
      medCobroId: 27,
      bancoId: 72,
      holderName: 'Otra Persona',
      holderId: '28999000',
      number: '371449635398431',
      cardExpiry: '2029-01',
    });
    const audited = (await auditRows()).length;
    try {
      const res = await exportOf('tarjetas');
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('DEBIT_EXPORT_FAILED');
      expect(res.body).not.toContain(VISA);
      expect(await auditRows()).toHaveLength(audited);
      const line = logs.lines.map((l) => JSON.parse(l)).find((l) => l.err?.type === 'AppError');
      expect(line.level).toBe(50);
      expect(line.err.message).toContain(`registration ${id} (key id ${foreign.currentKeyId})`);
      expect(line.err.message).toContain(`no key with id ${foreign.currentKeyId} is configured`);
    } finally {
      await t.app.db.deleteFrom('debit_registrations').where('id', '=', id).execute();
    }
    expect((await exportOf('tarjetas')).statusCode).toBe(200);
  });

  it('refuses a call without a staff token and an unknown destination', async () => {
    const anonymous = await t.request({ url: '/api/admin/debitos-automaticos/exportacion/?destino=cbu' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.sessionExpired, code: 'SESSION_EXPIRED' });
    const wrong = await exportOf('efectivo');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { destino: messages.invalidValue },
    });
  });

  it('decrypts for admins only: agents and supervisors get 403 and no audit entry', async () => {
    // Signed in first: each sign-in is an audit entry of its own.
    const tokens = [await staffTokenAs(t, 'agente'), await staffTokenAs(t, 'supervisor')];
    const before = (await auditRows()).length;
    for (const token of tokens) {
      const res = await t.request({
        url: '/api/admin/debitos-automaticos/exportacion/?destino=cbu',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await auditRows()).toHaveLength(before);
  });

  it('never writes a card number or CBU to the log', async () => {
    await exportOf('tarjetas');
    await exportOf('cbu');
    const text = logs.text();
    expect(text).toContain('/api/admin/debitos-automaticos/exportacion/');
    for (const number of NUMBERS) expect(text).not.toContain(number);
  });
});
