import { data } from 'react-router';
import { hasTelephony } from '~/lib/company-config';
import { redirectWithoutTelephony } from '~/lib/telephony-guard';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import { NotFound } from '~/shell/not-found';
import type { Route } from './+types/centro-de-ayuda';

const SECTIONS = {
  television: 'Televisión',
  multiplay: 'Multiplay',
  general: 'General',
} as const;
type Section = keyof typeof SECTIONS;

const isSection = (value: string): value is Section => Object.hasOwn(SECTIONS, value);

export function loader({ params, context }: Route.LoaderArgs) {
  const section = params.section;
  // Unknown sections answer 404 but keep the site's header and footer.
  if (!isSection(section)) return data({ section: null }, { status: 404 });
  if (section === 'multiplay') redirectWithoutTelephony(context);
  return { section, telephony: hasTelephony(context.publicConfig.companyCode) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData?.section ? `Centro de ayuda: ${SECTIONS[loaderData.section]}` : 'Página no encontrada',
    ),
  },
];

export default function CentroDeAyuda({ loaderData }: Route.ComponentProps) {
  if (!loaderData.section) return <NotFound />;
  return (
    <InfoPage
      title={`Centro de ayuda: ${SECTIONS[loaderData.section]}`}
      lead="Acá vas a encontrar respuestas a las consultas más frecuentes."
    >
      <p>
        Mientras completamos esta sección, nuestro equipo te atiende por teléfono de lunes a viernes de 9 a 24
        h y sábados, domingos y feriados de 9 a 21 h.
      </p>
    </InfoPage>
  );
}
