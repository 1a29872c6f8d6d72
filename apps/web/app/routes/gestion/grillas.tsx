import { ChannelGridsPage } from '~/features/staff-channels/components/channel-grids-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/grillas';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Grillas de canales', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Grillas() {
  return <ChannelGridsPage />;
}
