/** Spec §9: hub text is cut at 300 characters; the show-more button is offered above 100. */
export const CUT_AT = 300;
export const SHOW_MORE_ABOVE = 100;

export function cutText(text: string, expanded: boolean): string {
  if (expanded || text.length <= CUT_AT) return text;
  return `${text.slice(0, CUT_AT).trimEnd()}…`;
}

export function offersShowMore(text: string): boolean {
  return text.length > SHOW_MORE_ABOVE;
}
