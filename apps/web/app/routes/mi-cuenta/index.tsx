import { Navigate } from 'react-router';
import { ACCOUNT_HOME } from '~/lib/paths';

// The layout's client loader already redirects; this covers a render that slips past it.
export default function AccountIndex() {
  return <Navigate to={ACCOUNT_HOME} replace />;
}
