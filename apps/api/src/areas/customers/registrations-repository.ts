// Registration requests (type 51 in `requests`) as the registrations queue reads and decides them. A decision
// closes the request with one conditional update while it is still open, so of two parallel decisions only
// the first changes anything; the customer record, the login and the mail commit in that same transaction.
import { ACCOUNT_REQUEST_TYPES, FIRST_ENTRY_STEPS, type RegistrationState } from '@portal/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';
import { addressLine, type StoredRegistration } from './registration-payload.js';

const REGISTRATION = ACCOUNT_REQUEST_TYPES.registration;
/** Newest decisions shown in the approved and rejected lists. */
const DECIDED_LIMIT = 200;
/** The status a new customer record starts with: registered, waiting for the installation. */
const NEW_CUSTOMER_STATUS = 'PENDIENTE';
const CUSTOMER_NUMBER_SCOPE = 'customer-number';

export interface RegistrationRow {
  id: number;
  number: string;
  createdAt: string;
  status: string;
  isOpen: boolean;
  payload: string;
  customerNumber: number | null;
}

export interface CustomerRef {
  id: number;
  cliente: number;
  name: string;
}

export class RegistrationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  #select(executor: Kysely<Database>) {
    return executor
      .selectFrom('requests')
      .leftJoin('customers', 'customers.id', 'requests.customer_id')
      .select([
        'requests.id',
        'requests.number',
        'requests.created_at as createdAt',
        'requests.status',
        'requests.is_open',
        'requests.payload',
        'customers.cliente as customerNumber',
      ])
      .where('requests.type', '=', REGISTRATION);
  }

  async list(state: RegistrationState): Promise<RegistrationRow[]> {
    const base = this.#select(this.db);
    const rows =
      state === 'pending'
        ? await base.where('requests.is_open', '=', 1).orderBy('requests.id').execute()
        : await base
            .where('requests.is_open', '=', 0)
            .where('requests.status', '=', state === 'approved' ? 'resolved' : 'rejected')
            .where('requests.customer_id', state === 'approved' ? 'is not' : 'is', null)
            .orderBy('requests.closed_at', 'desc')
            .limit(DECIDED_LIMIT)
            .execute();
    return rows.map(toRow);
  }

  async find(number: string, executor: Kysely<Database> = this.db): Promise<RegistrationRow | undefined> {
    const row = await this.#select(executor).where('requests.number', '=', number).executeTakeFirst();
    return row && toRow(row);
  }

  /** Closes the request as `status` only while it is open; false when another decision came first. */
  async close(id: number, status: 'resolved' | 'rejected', trx: Transaction<Database>): Promise<boolean> {
    const now = nowInstant();
    const result = await trx
      .updateTable('requests')
      .set((eb) => ({
        status,
        is_open: 0,
        closed_at: now,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('type', '=', REGISTRATION)
      .where('is_open', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The decided request keeps its record and a payload without the password hash. */
  async settle(
    id: number,
    customerId: number | null,
    payload: string,
    trx: Transaction<Database>,
  ): Promise<void> {
    await trx
      .updateTable('requests')
      .set({ customer_id: customerId, payload })
      .where('id', '=', id)
      .execute();
  }

  async customersByDni(
    dnis: readonly string[],
    executor: Kysely<Database> = this.db,
  ): Promise<Map<string, CustomerRef>> {
    if (dnis.length === 0) return new Map();
    const rows = await executor
      .selectFrom('customers')
      .select(['id', 'cliente', 'nombre', 'apellido', 'dni'])
      .where('dni', 'in', [...dnis])
      .orderBy('cliente')
      .execute();
    const found = new Map<string, CustomerRef>();
    for (const row of rows) {
      if (!found.has(row.dni))
        found.set(row.dni, { id: row.id, cliente: row.cliente, name: `${row.nombre} ${row.apellido}` });
    }
    return found;
  }

  async loginExists(email: string, executor: Kysely<Database> = this.db): Promise<boolean> {
    const row = await executor
      .selectFrom('logins')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The next customer number: one counter row, moved by a single upsert (its row lock queues parallel
   * approvals), never below the highest number already in use (the billing system's records).
   */
  async #nextCustomerNumber(trx: Transaction<Database>): Promise<number> {
    const highest = sql<number>`(select coalesce(max(cliente), 0) from customers)`;
    const row = await sql<{ last_value: number }>`
      insert into request_counters (scope, last_value) values (${CUSTOMER_NUMBER_SCOPE}, ${highest} + 1)
      on conflict (scope) do update set last_value = case
        when request_counters.last_value >= ${highest} then request_counters.last_value + 1
        else ${highest} + 1 end
      returning last_value`.execute(trx);
    const value = row.rows[0]?.last_value;
    if (value === undefined) throw new Error('the customer number counter returned no row');
    return Number(value);
  }

  async createCustomer(person: StoredRegistration, trx: Transaction<Database>): Promise<CustomerRef> {
    const cliente = await this.#nextCustomerNumber(trx);
    const created = await trx
      .insertInto('customers')
      .values({
        cliente,
        nombre: person.name,
        apellido: person.surName,
        dni: person.dni,
        emailppl: person.email,
        email2: null,
        direccion: addressLine(person.address) || null,
        ciudad: 'Ushuaia',
        cp: null,
        estado: NEW_CUSTOMER_STATUS,
        fecha_nac: person.birthdate,
        debito_cbu: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (person.phone) {
      await trx
        .insertInto('customer_phones')
        .values({ customer_id: created.id, phone: person.phone, position: 0 })
        .execute();
    }
    return { id: created.id, cliente, name: `${person.name} ${person.surName}` };
  }

  /** The login with the person's own password hash, its first entry pending, holding the record. */
  async createLogin(
    email: string,
    passwordHash: string,
    customerId: number,
    trx: Transaction<Database>,
  ): Promise<number> {
    const login = await trx
      .insertInto('logins')
      .values({
        email,
        password_hash: passwordHash,
        entry: FIRST_ENTRY_STEPS.code,
        locked_until: null,
        last_login_at: null,
        password_changed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('login_customers')
      .values({ login_id: login.id, customer_id: customerId, relation: 'holder' })
      .execute();
    return login.id;
  }
}

function toRow(row: {
  id: number;
  number: string;
  createdAt: string;
  status: string;
  is_open: number;
  payload: string;
  customerNumber: number | null;
}): RegistrationRow {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt,
    status: row.status,
    isOpen: row.is_open === 1,
    payload: row.payload,
    customerNumber: row.customerNumber,
  };
}
