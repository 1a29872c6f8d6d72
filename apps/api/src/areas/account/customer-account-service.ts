// Customer reads behind a session (the route has already checked ownership of the number).
import type { DataClient } from '@portal/domain';
import { orNotFound } from '../../lib/app-error.js';
import type { CustomersRepository } from '../auth/index.js';
import { toDataClient } from '../auth/index.js';

export class CustomerAccountService {
  constructor(private readonly customers: CustomersRepository) {}

  async dataClient(cliente: number): Promise<DataClient> {
    const row = orNotFound(await this.customers.findByNumber(cliente));
    return toDataClient(row);
  }
}
