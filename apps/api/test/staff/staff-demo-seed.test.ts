// The demo staff's public TOTP secret (JBSWY3DPEHPK3PXP) is for development and tests only: a production
// server seeding demo data (SEED_DEMO set) leaves the members to enroll their own app.
import { describe, expect, it } from 'vitest';
import { STAFF, staffLogin } from '../support/staff-helpers.js';
import { createTestApp } from '../support/test-app.js';

describe('demo staff seed', () => {
  it('enrolls the demo staff outside production only', async () => {
    const dev = await createTestApp();
    try {
      const rows = await dev.app.db.selectFrom('staff_users').select(['email', 'totp_secret']).execute();
      expect(rows.map((r) => r.email).sort()).toEqual(['agente@example.com', STAFF.email]);
      expect(rows.every((r) => r.totp_secret !== null)).toBe(true);
    } finally {
      await dev.close();
    }

    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'produccion-'.repeat(4),
        DEBIT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        SEED_DEMO: 'true',
      },
    });
    try {
      const rows = await production.app.db.selectFrom('staff_users').select('totp_secret').execute();
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.totp_secret === null)).toBe(true);
      expect((await staffLogin(production, STAFF.email, STAFF.password)).json().stage).toBe('alta');
    } finally {
      await production.close();
    }
  });
});
