// Key rotation (npm run debit:reencrypt): rows sealed under key A, run with B current and A previous, end under
// B and open with B alone; a second run re-seals nothing; parallel runs re-seal each row exactly once; a row
// changed between read and update keeps its new value; a row no configured key opens is reported (exit 2).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DebitSealer, type SealedKind } from '../../src/areas/debit/debit-sealer.js';
import { DebitSealingRepository } from '../../src/areas/debit/debit-sealing-repository.js';
import { DebitReencryptService } from '../../src/areas/debit/debit-reencrypt-service.js';
import { insertRegistration, type RegistrationInput } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { runCli } from '../support/run-cli.js';
import { useTestApp } from '../support/use-test-app.js';

const holder = { holderName: 'Martina Gómez', holderId: '30111222' };
/** Every status and both kinds: a rotation re-seals them all, so the old key can go. */
const ROWS: RegistrationInput[] = [
  { ...holder, cliente: 104523, medCobroId: 13, bancoId: 7, number: '4507990000004905', status: 'replaced' },
  { ...holder, cliente: 104523, medCobroId: 12, bancoId: 7, number: '5323620000000012' },
  { ...holder, cliente: 104524, medCobroId: 45, bancoId: 285, number: '2850590940090418135201' },
  {
    ...holder,
    cliente: 104601,
    medCobroId: 45,
    bancoId: 17,
    number: '0170099220000067797370',
    status: 'cancelled',
  },
  { ...holder, cliente: 104601, medCobroId: 27, bancoId: 72, number: '371449635398431' },
];

const keyText = (key: Buffer) => key.toString('base64');

describe.each(dialects)('debit key rotation (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let repository: DebitSealingRepository;
  const keyA = randomBytes(32);
  const keyB = randomBytes(32);
  const onlyA = new DebitSealer(keyA);
  const onlyB = new DebitSealer(keyB);
  const rotating = new DebitSealer(keyB, [keyA]);

  /** The rows of ROWS, freshly sealed under `sealer`, with their ids. */
  async function sealedRows(sealer: DebitSealer) {
    await t.app.db.deleteFrom('debit_registrations').execute();
    const rows: Array<{ id: number; number: string; kind: SealedKind }> = [];
    for (const row of ROWS) {
      const id = await insertRegistration(t, sealer, row);
      rows.push({ id, number: row.number, kind: row.medCobroId === 45 ? 'cbu' : 'card' });
    }
    return rows;
  }
  const stored = () =>
    t.app.db
      .selectFrom('debit_registrations')
      .select(['id', 'sealed_number', 'sealing_key_id'])
      .orderBy('id')
      .execute();

  /** Every row is under B and B alone opens it to its original number. */
  async function expectAllUnderB(rows: Array<{ id: number; number: string; kind: SealedKind }>) {
    const after = await stored();
    expect(after.map((r) => r.sealing_key_id)).toEqual(rows.map(() => onlyB.currentKeyId));
    for (const [i, row] of rows.entries()) {
      expect(onlyB.open(row.kind, after[i]?.sealed_number ?? '')).toBe(row.number);
    }
  }

  beforeAll(async () => {
    repository = new DebitSealingRepository(t.app.db);
  });

  it('re-seals every row under the new key in batches, then has nothing left to do', async () => {
    const rows = await sealedRows(onlyA);
    const service = new DebitReencryptService(repository, rotating, 2);
    expect(await service.run()).toEqual({
      current_key_id: onlyB.currentKeyId,
      resealed: ROWS.length,
      changed_meanwhile: 0,
      unreadable: [],
      remaining: [],
    });
    await expectAllUnderB(rows);
    const resealed = (await stored())[0]?.sealed_number ?? '';
    expect(() => onlyA.open('card', resealed)).toThrow('no key with id');
    expect((await service.run()).resealed).toBe(0);
  });

  it('re-seals each row exactly once when runs overlap', async () => {
    const rows = await sealedRows(onlyA);
    const reports = await Promise.all(
      Array.from({ length: 4 }, () => new DebitReencryptService(repository, rotating, 2).run()),
    );
    expect(reports.reduce((sum, r) => sum + r.resealed, 0)).toBe(ROWS.length);
    for (const report of reports) expect(report.unreadable).toEqual([]);
    await expectAllUnderB(rows);
  });

  it('never overwrites a sealed value that changed after it was read', async () => {
    const [first] = await sealedRows(onlyA);
    const [read] = await repository.notUnderKey(onlyB.currentKeyId, 0, 1);
    const meanwhile = onlyB.seal('card', '4000000000000002');
    await t.app.db
      .updateTable('debit_registrations')
      .set({ sealed_number: meanwhile.sealed, sealing_key_id: meanwhile.keyId })
      .where('id', '=', first!.id)
      .execute();
    const stale = rotating.seal('card', first!.number);
    expect(await repository.replaceSealed(read!.id, read!.sealedNumber, stale.sealed, stale.keyId)).toBe(
      false,
    );
    expect((await stored())[0]?.sealed_number).toBe(meanwhile.sealed);
  });

  it('reports the rows it cannot open by key id and re-seals the others', async () => {
    await sealedRows(onlyA);
    const keyC = new DebitSealer(randomBytes(32));
    const lost = await insertRegistration(t, keyC, {
      ...holder,
      cliente: 104702,
      medCobroId: 32,
      bancoId: 11,
      number: '4000000000000010',
    });
    const report = await new DebitReencryptService(repository, rotating).run();
    expect(report).toMatchObject({
      resealed: ROWS.length,
      unreadable: [{ id: lost, key_id: keyC.currentKeyId }],
      remaining: [{ key_id: keyC.currentKeyId, rows: 1 }],
    });
  });

  it('brings a key id column that lost track in line with the key its value names', async () => {
    const rows = await sealedRows(onlyB);
    await t.app.db
      .updateTable('debit_registrations')
      .set({ sealing_key_id: null })
      .where('id', '=', rows[0]?.id ?? 0)
      .execute();
    expect(await new DebitReencryptService(repository, rotating).run()).toMatchObject({
      resealed: 1,
      remaining: [],
    });
    await expectAllUnderB(rows);
  });

  // Each run starts a process that transpiles the sources: seconds apiece on a loaded machine.
  it(
    'runs as npm run debit:reencrypt: a report on stdout, exit 2 while a row cannot be opened',
    { timeout: 90_000 },
    async () => {
      const rows = await sealedRows(onlyA);
      const env = {
        ...t.database.env,
        DEBIT_ENCRYPTION_KEY: keyText(keyB),
        DEBIT_ENCRYPTION_KEY_PREVIOUS: keyText(keyA),
      };
      const first = await runCli('debit', ['reencrypt'], env);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(JSON.parse(first.stdout)).toMatchObject({ resealed: ROWS.length, remaining: [] });
      await expectAllUnderB(rows);
      const again = await runCli('debit', ['reencrypt'], env);
      expect(JSON.parse(again.stdout)).toMatchObject({ resealed: 0, remaining: [] });

      // B rotated out too early: the rows under it cannot be opened with C alone.
      const keyC = randomBytes(32);
      const failed = await runCli('debit', ['reencrypt'], {
        ...env,
        DEBIT_ENCRYPTION_KEY: keyText(keyC),
        DEBIT_ENCRYPTION_KEY_PREVIOUS: '',
      });
      expect(failed.code).toBe(2);
      expect(JSON.parse(failed.stdout)).toMatchObject({
        resealed: 0,
        remaining: [{ key_id: onlyB.currentKeyId, rows: ROWS.length }],
      });
      expect(failed.stderr.trim().split('\n')).toEqual([expect.stringContaining(onlyB.currentKeyId)]);
    },
  );
});
