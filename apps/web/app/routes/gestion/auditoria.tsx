import { AuditLog } from '~/features/staff-access/components/audit-log';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/auditoria';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Auditoría', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Auditoria() {
  return <AuditLog />;
}
