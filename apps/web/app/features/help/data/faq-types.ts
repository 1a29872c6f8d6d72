export interface Faq {
  id: number;
  question: string;
  /** Paragraphs of plain text. */
  answer: string[];
  /** Mentions telephony: hidden for the company that does not sell it (code 20). */
  telephony?: boolean;
}

/** The tabs, in the order they show (HELP_ARTICLE_SECTIONS in the domain): internet is the main product. */
export const HELP_SECTIONS = {
  internet: 'Internet',
  television: 'Televisión',
  multiplay: 'Multiplay',
  general: 'General',
} as const;
export type HelpSection = keyof typeof HELP_SECTIONS;

/** The questions of every tab; staff keep them in the back office. */
export type HelpFaqs = Record<HelpSection, readonly Faq[]>;
