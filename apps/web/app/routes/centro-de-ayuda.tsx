import { data } from 'react-router';
import { HELP_SECTIONS, type HelpSection } from '~/features/help/data/faq-types';
import { loadHelpArticles } from '~/features/help/api/load-help-articles.server';
import { HelpCentre } from '~/features/help/components/help-centre';
import { Callout } from '~/ui/callout/callout';
import { hasTelephony } from '~/lib/config/company-config';
import { redirectWithoutTelephony } from '~/lib/config/telephony-guard';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import { NotFound } from '~/shell/not-found';
import type { Route } from './+types/centro-de-ayuda';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

const isSection = (value: string): value is HelpSection => Object.hasOwn(HELP_SECTIONS, value);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const section = params.section;
  // Unknown sections answer 404 but keep the site's header and footer.
  if (!isSection(section)) {
    return data({ section: null, query: '', telephony: true, faqs: null }, { status: 404 });
  }
  if (section === 'multiplay') redirectWithoutTelephony(context);
  // The search is a GET form: without JavaScript the server renders the filtered list from ?q=.
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const faqs = await loadHelpArticles(context);
  return { section, query, telephony: hasTelephony(context.publicConfig.companyCode), faqs };
}

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      loaderData?.section ? `Centro de ayuda: ${HELP_SECTIONS[loaderData.section]}` : 'Página no encontrada',
      matches,
    ),
  },
];

export default function CentroDeAyuda({ loaderData }: Route.ComponentProps) {
  if (!loaderData.section) return <NotFound />;
  return (
    <InfoPage
      title={`Centro de ayuda: ${HELP_SECTIONS[loaderData.section]}`}
      lead="Acá vas a encontrar respuestas a las consultas más frecuentes."
    >
      {loaderData.faqs ? (
        <HelpCentre
          // A new search or section starts from the server's answer.
          key={`${loaderData.section}?${loaderData.query}`}
          section={loaderData.section}
          query={loaderData.query}
          telephony={loaderData.telephony}
          faqs={loaderData.faqs}
        />
      ) : (
        <Callout tone="error">
          No pudimos cargar las preguntas frecuentes. Volvé a intentar en unos minutos o consultanos por
          teléfono.
        </Callout>
      )}
    </InfoPage>
  );
}
