// The shape of the help centre's texts as migration 0031 stores them (the web's static data until then).
export interface Faq {
  /** Stable slug of the article. */
  id: string;
  question: string;
  /** Paragraphs of plain text. */
  answer: string[];
  /** Mentions telephony: hidden for the company that does not sell it (code 20). */
  telephony?: boolean;
}
