import { contentApi, type PublicHelpArticle } from '@portal/domain';
import { serverApiClient } from '~/lib/api/server-api-client.server';
import type { PortalLoadContext } from '~/lib/config/load-context';
import { HELP_SECTIONS, type HelpFaqs, type HelpSection } from '../data/faq-types';

/** The help centre's questions by tab, or null when the API could not say (the page says so). */
export type HelpArticlesState = HelpFaqs | null;

export function groupArticles(items: readonly PublicHelpArticle[]): HelpFaqs {
  const faqs: Record<HelpSection, PublicHelpArticle[]> = {
    internet: [],
    television: [],
    multiplay: [],
    general: [],
  };
  for (const item of items) if (Object.hasOwn(HELP_SECTIONS, item.section)) faqs[item.section].push(item);
  return faqs;
}

/**
 * Loads the articles on the server for every request (the API caches them for a second and purges on a staff
 * save), so they are in the HTML and the page ships no question text in its scripts. Never throws.
 */
export async function loadHelpArticles(
  context: Pick<PortalLoadContext, 'apiFetch'>,
): Promise<HelpArticlesState> {
  try {
    const answer = await serverApiClient(context.apiFetch).call(contentApi.listHelpArticles, {});
    return groupArticles(answer.items);
  } catch {
    return null;
  }
}
