// Recover user: a customer number, its DNI and the holder's name together reveal the login's email, masked
// (docs/decisions/0033-masked-email-and-registration-password.md). Any mismatch reads the same
// 'Usuario no encontrado.'.
import type { RecoverUser } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { maskEmail } from '../../lib/mask-email.js';
import { nameMatches } from '../../lib/normalise-name.js';
import type { CustomersRepository } from '../auth/index.js';

const digitsOnly = (value: string) => value.replace(/\D/g, '').replace(/^0+/, '');

export class AccountRecoveryService {
  constructor(private readonly customers: CustomersRepository) {}

  async recoverUser(input: Pick<RecoverUser, 'name' | 'nro' | 'dni'>): Promise<string> {
    const cliente = Number(input.nro);
    const customer = Number.isSafeInteger(cliente) ? await this.customers.findByNumber(cliente) : undefined;
    const matches =
      customer !== undefined &&
      digitsOnly(customer.dni) === digitsOnly(input.dni) &&
      nameMatches(input.name, customer.nombre, customer.apellido);
    const email = matches ? (await this.customers.loginEmails(customer.id))[0] : undefined;
    if (!email) throw new AppError('USER_NOT_FOUND');
    return maskEmail(email);
  }
}
