// The bearer header every staff route documents (its token comes from the sign-in's second step).
import { z } from 'zod';

export const staffHeaders = z
  .object({
    authorization: z.string().optional().describe('Bearer <token> de POST /api/admin/login/segundo-factor/'),
  })
  .loose();
