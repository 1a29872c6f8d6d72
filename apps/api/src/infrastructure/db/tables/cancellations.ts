// Table types: baja and arrepentimiento checks and their register (migration 0036). Conventions in ../schema.ts.
import type { Generated } from 'kysely';
import type { CreatedAt, Flag } from './common.js';

export interface CancellationChecksTable {
  /** Random UUID: the verification id the visitor's second step names. */
  id: string;
  /** The record the document and customer number matched; null when they matched none. */
  customer_id: number | null;
  /** 'baja' or 'arrepentimiento'. */
  kind: string;
  service: string;
  document: string;
  customer_number: string;
  /** 'YYYY-MM-DD', given for an arrepentimiento. */
  contract_date: string | null;
  created_at: CreatedAt;
}

export interface CancellationRegisterTable {
  id: Generated<number>;
  request_id: number;
  request_number: string;
  kind: string;
  /** How it arrived: 'web' for every portal request. */
  medium: string;
  verified: Flag;
  received_at: string;
}
