// Per login (issue #31 §3): unlock, end every session, resend the first-entry code and change the access
// email, each audited with the login's state before and after. The email change and the code go through the
// account and auth areas' own services, so the customer meets the same notice and the same code limits.
import type { CustomerLogin } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { AccountServices } from '../account/index.js';
import type { AuthServices } from '../auth/index.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { recordChange } from './audit-entry.js';
import type { CustomerLoginsRepository } from './customer-logins-repository.js';

export interface CustomerLoginsDeps {
  logins: CustomerLoginsRepository;
  audit: AuditLogRepository;
  emailChange: AccountServices['emailChange'];
  firstEntry: AuthServices['firstEntry'];
}

export class CustomerLoginsService {
  constructor(private readonly deps: CustomerLoginsDeps) {}

  async list(cliente: number): Promise<CustomerLogin[]> {
    orNotFound(await this.deps.logins.customerId(cliente));
    return this.deps.logins.list(cliente, new Date());
  }

  async unlock(cliente: number, loginId: number, actor: AuditActor): Promise<CustomerLogin> {
    return this.#change(cliente, loginId, actor, 'login.unlock', async (before, trx) => {
      await this.deps.logins.unlock(before.email, trx);
    });
  }

  async endSessions(cliente: number, loginId: number, actor: AuditActor): Promise<CustomerLogin> {
    return this.#change(cliente, loginId, actor, 'login.end_sessions', async (_before, trx) => {
      await this.deps.logins.endSessions(loginId, trx);
    });
  }

  /** The wizard's own send: 409 once the login is past the code step, the code limits apply. */
  async resendFirstEntryCode(cliente: number, loginId: number, actor: AuditActor): Promise<CustomerLogin> {
    const login = await this.#find(cliente, loginId);
    await this.deps.firstEntry.sendCode(loginId, cliente);
    await this.deps.audit.record({
      ...actor,
      action: 'login.first_entry_code',
      entity: 'login',
      entityId: String(loginId),
      after: { email: login.email, firstEntryStep: login.firstEntryStep },
    });
    return login;
  }

  async changeEmail(
    cliente: number,
    loginId: number,
    email: string,
    actor: AuditActor,
  ): Promise<CustomerLogin> {
    const before = await this.#find(cliente, loginId);
    await this.deps.emailChange.changeForStaff(loginId, email, async (trx) => {
      const after = orNotFound(await this.deps.logins.find(cliente, loginId, new Date(), trx));
      const change = {
        action: 'login.email',
        entity: 'login',
        entityId: String(loginId),
        before,
        after,
      } as const;
      await recordChange(this.deps.audit, actor, change, trx);
    });
    return this.#find(cliente, loginId);
  }

  async #find(cliente: number, loginId: number): Promise<CustomerLogin> {
    return orNotFound(await this.deps.logins.find(cliente, loginId, new Date()));
  }

  async #change(
    cliente: number,
    loginId: number,
    actor: AuditActor,
    action: string,
    work: (before: CustomerLogin, trx: Kysely<Database>) => Promise<void>,
  ): Promise<CustomerLogin> {
    return this.deps.logins.transaction(async (trx) => {
      const now = new Date();
      const before = await this.deps.logins.find(cliente, loginId, now, trx);
      if (!before) throw new AppError('NOT_FOUND');
      await work(before, trx);
      const after = orNotFound(await this.deps.logins.find(cliente, loginId, now, trx));
      const change = { action, entity: 'login', entityId: String(loginId), before, after } as const;
      await recordChange(this.deps.audit, actor, change, trx);
      return after;
    });
  }
}
