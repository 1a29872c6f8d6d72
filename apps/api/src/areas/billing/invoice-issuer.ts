// The issuer block every fiscal document prints (razón social, CUIT, domicilio, IVA and IIBB condition, start
// of activities). Staff keep it in company_config under `fiscal_issuer`, so a change of address or of the
// registered name is a row update, not a release.
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { CompanyConfigRepository } from '../content/index.js';

export const FISCAL_ISSUER_KEY = 'fiscal_issuer';

const issuerSchema = z.object({
  razon_social: z.string().min(1),
  cuit: z.string().regex(/^\d{11}$/),
  domicilio: z.string().min(1),
  condicion_iva: z.string().min(1),
  iibb: z.string().min(1),
  /** 'YYYY-MM-DD'. */
  inicio_actividades: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FiscalIssuer = z.infer<typeof issuerSchema>;

export class InvoiceIssuer {
  constructor(private readonly config: CompanyConfigRepository) {}

  /** Without a complete issuer no fiscal document can be printed: 503, never a document with blanks. */
  async current(): Promise<FiscalIssuer> {
    const stored = (await this.config.readAll()).get(FISCAL_ISSUER_KEY);
    const parsed = issuerSchema.safeParse(stored);
    if (!parsed.success) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        cause: new Error(`company_config.${FISCAL_ISSUER_KEY} is missing or incomplete`),
      });
    }
    return parsed.data;
  }
}
