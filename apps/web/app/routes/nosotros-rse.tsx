import { RseContent } from '~/features/institutional/components/rse-content';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/nosotros-rse';

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
