// What a route that files a request answers: its number, for the confirmation and Mis gestiones.
import { z } from 'zod';

export const createdRequestSchema = z.object({ number: z.string().describe('Número de gestión') });
