// Finding a customer (issue #31 §3): by number or DNI (digits), by email (the record's or its login's), or by
// the beginning of each word of the name. Every branch reads an index on both engines (migration 0032): a
// prefix is asked as a range on lower(...), which SQLite and PostgreSQL answer from a B-tree alike.
import { CUSTOMER_SEARCH_LIMIT, type CustomerSearchHit } from '@portal/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

type Where = ExpressionBuilder<Database, 'customers'>;

/** The smallest text above every text that starts with `prefix` (its last character moved up by one). */
function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

function startsWith(column: 'apellido' | 'nombre', prefix: string) {
  const lowered = sql<string>`lower(${sql.ref(`customers.${column}`)})`;
  return sql<SqlBool>`(${lowered} >= ${prefix} and ${lowered} < ${prefixEnd(prefix)})`;
}

export class CustomerSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The query itself, also for tests that check its plan reads the indexes. */
  query(text: string) {
    return this.db
      .selectFrom('customers')
      .select(['cliente', 'nombre', 'apellido', 'dni', 'emailppl', 'ciudad', 'estado'])
      .where((eb) => this.#matches(eb, text.trim().toLowerCase()))
      .orderBy('apellido')
      .orderBy('nombre')
      .orderBy('cliente')
      .limit(CUSTOMER_SEARCH_LIMIT);
  }

  async search(text: string): Promise<CustomerSearchHit[]> {
    const rows = await this.query(text).execute();
    return rows.map((row) => ({
      customerNumber: row.cliente,
      name: `${row.apellido}, ${row.nombre}`,
      dni: row.dni,
      email: row.emailppl,
      locality: row.ciudad,
      status: row.estado,
    }));
  }

  #matches(eb: Where, text: string): Expression<SqlBool> {
    if (/^\d+$/.test(text)) {
      const number = Number(text);
      return Number.isSafeInteger(number)
        ? eb.or([eb('customers.cliente', '=', number), eb('customers.dni', '=', text)])
        : eb('customers.dni', '=', text);
    }
    if (text.includes('@')) {
      // One indexed lookup per address column, joined by UNION: an OR across them would scan the customers.
      return eb(
        'customers.id',
        'in',
        eb
          .selectFrom('customers as by_email')
          .select('by_email.id')
          .where(sql<string>`lower(by_email.emailppl)`, '=', text)
          .union(
            eb
              .selectFrom('login_customers')
              .innerJoin('logins', 'logins.id', 'login_customers.login_id')
              .select('login_customers.customer_id as id')
              .where('logins.email', '=', text),
          ),
      );
    }
    const words = text.split(/\s+/).filter(Boolean);
    return eb.and(words.map((word) => eb.or([startsWith('apellido', word), startsWith('nombre', word)])));
  }
}
