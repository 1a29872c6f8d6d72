// npm run staff:create-admin: production seeds no staff, so an operator's command creates the first admin, who
// signs in with the printed temporary password and is asked to set up the second factor.
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';
import { staffLogin } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('first admin from the command line (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { SEED_DEMO: 'false' } });

  // Each run starts a process that transpiles the sources: seconds apiece on a loaded machine.
  it(
    'creates an admin with a temporary password, audited, and refuses a taken email',
    { timeout: 90_000 },
    async () => {
      const args = ['create-admin', '--email', 'Jefa@Example.com', '--name', 'Marta Ríos'];
      const created = await runCli('staff', args, t.database.env);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const password = /Contraseña temporal: (\S+)/.exec(created.stdout)?.[1];
      expect(password).toMatch(/^T[\w-]{16}$/);

      const signIn = await staffLogin(t, 'jefa@example.com', password!);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({ stage: 'alta' });
      const member = await t.app.db
        .selectFrom('staff_users')
        .select(['role', 'queues', 'password_hash'])
        .where('email', '=', 'jefa@example.com')
        .executeTakeFirstOrThrow();
      expect(member).toMatchObject({ role: 'admin', queues: 'administracion,tecnica,comercial' });
      expect(member.password_hash).not.toContain(password);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['staff_user_id', 'action', 'details'])
        .where('action', '=', 'staff.member.create')
        .execute();
      expect(audit).toEqual([
        {
          staff_user_id: null,
          action: 'staff.member.create',
          details: '{"via":"npm run staff:create-admin"}',
        },
      ]);

      const again = await runCli('staff', args, t.database.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('Ya hay un miembro con el email jefa@example.com');
      const usage = await runCli('staff', ['create-admin', '--email', 'no es un email'], t.database.env);
      expect(usage.code).not.toBe(0);
      expect(usage.stderr).toContain('Uso: npm run staff:create-admin');
    },
  );
});
