// Schemas the OpenAPI document names as components. The recursive packets must be: a self-reference can only
// point at a named schema, and inlined they became $refs that no tool resolves.
import type { z } from 'zod';
import { packetSchema, publishedPacketSchema } from '../schemas/content/rates.js';
import { errorEnvelopeSchema } from './define-contract.js';

export const openApiComponents: Readonly<Record<string, z.ZodType>> = {
  Error: errorEnvelopeSchema,
  Packet: packetSchema,
  PublishedPacket: publishedPacketSchema,
};
