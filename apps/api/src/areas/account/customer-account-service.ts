// Customer reads behind a session (the route has already checked ownership of the number).
import type { DataClient } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type { CustomersRepository } from '../auth/index.js';
import { toDataClient } from '../auth/index.js';

export class CustomerAccountService {
  constructor(private readonly customers: CustomersRepository) {}

  async dataClient(cliente: number): Promise<DataClient> {
    const row = await this.customers.findByNumber(cliente);
    if (!row) throw new AppError('NOT_FOUND');
    return toDataClient(row);
  }
}
