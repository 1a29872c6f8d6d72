import { RseContent } from '~/features/institutional/components/rse-content';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/nosotros-rse';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Responsabilidad social empresaria', matches) },
];

export default function NosotrosRse() {
  return (
    <InfoPage title="Responsabilidad social empresaria" showContact={false}>
      <RseContent />
    </InfoPage>
  );
}
