// Whom an incident mails: the customers who asked to hear of incidents in their locality (when it is created),
// and the customers whose fault claims were linked to it (when it is closed). Read inside the change's
// transaction, so the mails match what was committed.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface Recipient {
  email: string;
  name: string;
  locality: string | null;
}

export interface ClaimRecipient extends Recipient {
  requestNumber: string;
}

export class IncidentRecipientsRepository {
  /** Subscribers with an email; the caller keeps those of the incident's localities. */
  async subscribers(trx: Kysely<Database>): Promise<Recipient[]> {
    const rows = await trx
      .selectFrom('incident_subscriptions as s')
      .innerJoin('customers as c', 'c.id', 's.customer_id')
      .select(['c.emailppl', 'c.nombre', 'c.ciudad'])
      .where('c.emailppl', 'is not', null)
      .orderBy('c.id')
      .execute();
    return rows.flatMap((r) =>
      r.emailppl ? [{ email: r.emailppl, name: r.nombre, locality: r.ciudad }] : [],
    );
  }

  /** The linked claims' senders: the customer's email, else the one the claim was filed with. */
  async claimants(incidentId: number, trx: Kysely<Database>): Promise<ClaimRecipient[]> {
    const rows = await trx
      .selectFrom('requests as r')
      .leftJoin('customers as c', 'c.id', 'r.customer_id')
      .select(['r.number', 'r.email', 'r.customer_name', 'r.locality', 'c.emailppl', 'c.nombre'])
      .where('r.incident_id', '=', incidentId)
      .orderBy('r.id')
      .execute();
    return rows.flatMap((r) => {
      const email = r.emailppl ?? r.email;
      return email
        ? [{ email, name: r.nombre ?? r.customer_name, locality: r.locality, requestNumber: r.number }]
        : [];
    });
  }
}
