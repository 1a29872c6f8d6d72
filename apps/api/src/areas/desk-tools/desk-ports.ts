// What the desk's tools take from the requests desk (the desk area's public entry), as ports: the inbox's
// filtered list, a request's detail, and a change or a reply to one request. Each bulk item goes through the
// same change as a single one (history, audit, one mail), never a second path.
import type {
  InboxPage,
  InboxQuery,
  RequestChange,
  StaffMessage,
  StaffRequestDetail,
  StaffRole,
} from '@portal/domain';
import type { AuditActor } from '../staff/index.js';

export interface DeskReader {
  staffUserId: number;
  role: StaffRole;
}

export type DeskActor = DeskReader & AuditActor;

export interface DeskReads {
  list(query: InboxQuery, reader: DeskReader): Promise<InboxPage>;
  detail(number: string, reader: DeskReader): Promise<StaffRequestDetail>;
}

export interface DeskChanges {
  change(number: string, change: RequestChange, actor: DeskActor): Promise<StaffRequestDetail>;
  postMessage(number: string, message: StaffMessage, actor: DeskActor): Promise<StaffRequestDetail>;
}
