import type { Faq } from '../data/faq-types';

/** Lower case without accents, so 'television' finds 'Televisión' and 'wifi' finds 'WiFi'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Questions whose question or answer hold every word of the query; an empty query keeps them all. */
export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const haystack = normalise(`${faq.question} ${faq.answer.join(' ')}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Drops the telephony questions for the company that does not sell telephony. */
export function faqsFor(faqs: readonly Faq[], telephony: boolean): Faq[] {
  return faqs.filter((faq) => telephony || faq.telephony !== true);
}
