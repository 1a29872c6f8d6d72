export interface Faq {
  id: string;
  question: string;
  /** Paragraphs of plain text. */
  answer: string[];
  /** Mentions telephony: hidden for the company that does not sell it (code 20). */
  telephony?: boolean;
}

export const HELP_SECTIONS = {
  television: 'Televisión',
  multiplay: 'Multiplay',
  general: 'General',
} as const;
export type HelpSection = keyof typeof HELP_SECTIONS;
