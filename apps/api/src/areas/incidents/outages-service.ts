// What the public pages and Mis servicios show of the incidents (issue #31 §5): those in force, and for one
// customer those reaching the locality of their service address, with their mail subscription.
import { incidentTouchesLocality, type CustomerOutages, type PublicIncident } from '@portal/domain';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { toPublicIncident } from './incident-views.js';
import type { IncidentsRepository } from './incidents-repository.js';
import type { OutageCustomer, OutageSubscriptionsRepository } from './outage-subscriptions-repository.js';

export class OutagesService {
  constructor(
    private readonly incidents: IncidentsRepository,
    private readonly subscriptions: OutageSubscriptionsRepository,
  ) {}

  async inForce(now: Date = new Date()): Promise<PublicIncident[]> {
    return (await this.incidents.inForce(now.toISOString())).map(toPublicIncident);
  }

  async forCustomer(cliente: number, now: Date = new Date()): Promise<CustomerOutages> {
    return this.#viewOf(orNotFound(await this.subscriptions.customer(cliente)), now);
  }

  async setSubscription(cliente: number, subscribed: boolean): Promise<CustomerOutages> {
    const customer = orNotFound(await this.subscriptions.customer(cliente));
    if (subscribed && (customer.email === null || customer.locality === null)) {
      const why =
        customer.email === null
          ? 'Agregá un email en tus datos de contacto para recibir los avisos.'
          : 'Tu domicilio no tiene localidad cargada: comunicate con nosotros para completarlo.';
      throw new AppError('VALIDATION_ERROR', { fields: { subscribed: why } });
    }
    if (subscribed) await this.subscriptions.subscribe(customer.id);
    else await this.subscriptions.unsubscribe(customer.id);
    return this.#viewOf({ ...customer, subscribed }, new Date());
  }

  async #viewOf(customer: OutageCustomer, now: Date): Promise<CustomerOutages> {
    const items = await this.inForce(now);
    return {
      locality: customer.locality,
      items: items.filter((incident) => incidentTouchesLocality(incident, customer.locality)),
      subscribed: customer.subscribed,
      hasEmail: customer.email !== null,
    };
  }
}
