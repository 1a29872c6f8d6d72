// What a person sees of a debit method: never a whole number. Apart from the consent texts, so the account page
// that shows the debit in force does not download them with these two functions.

/** A card as people read it: only the last four digits, e.g. '•••• 4242'. */
export function maskedCard(last4: string): string {
  return `•••• ${last4}`;
}

/** A CBU: only its last four digits, e.g. 'CBU •••• 5201'. */
export function maskedCbu(last4: string): string {
  return `CBU •••• ${last4}`;
}
