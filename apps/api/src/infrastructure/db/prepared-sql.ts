// Hot writes as SQL text compiled once for the dialect: building and compiling a query with Kysely's builder
// cost several times what SQLite takes to run it. Only the values are bound per call.
import { CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

export class PreparedSql<Row> {
  readonly #text: string;

  /** `query` is a sql`` template whose interpolations mark the parameters, in the order of execute's values. */
  constructor(db: Kysely<Database>, query: RawBuilder<Row>) {
    this.#text = query.compile(db).sql;
  }

  async execute(executor: Kysely<Database>, values: readonly unknown[]): Promise<Row[]> {
    return (await executor.executeQuery<Row>(CompiledQuery.raw(this.#text, [...values]))).rows;
  }
}
