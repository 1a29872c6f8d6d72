import type { MESSAGE_TYPES } from '@portal/domain';

type Types = typeof MESSAGE_TYPES;

/** Message types sent by the forms of this feature (main modals 3, 4, 5, 6 and 8; 3 also for applications). */
export type FormMessageType =
  | Types['contact']
  | Types['cancellation']
  | Types['illegalConnection']
  | Types['regret']
  | Types['corporateInternet']
  | Types['jobApplication'];
