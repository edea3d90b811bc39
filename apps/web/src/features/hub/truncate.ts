/**
 * Spec §9: hub text is cut at 300 characters with show more, offered above 100. In a collapsed card the
 * text shows about three lines (hub.css) and never more than 300 characters; show more expands it in full.
 */
export const CUT_AT = 300;
export const SHOW_MORE_ABOVE = 100;

/** The text cut at 300 characters (at the last space when one is near, so no word is split), or whole. */
export function cutText(text: string, expanded: boolean): string {
  if (expanded || text.length <= CUT_AT) return text;
  const hard = text.slice(0, CUT_AT);
  const space = hard.search(/\s\S*$/);
  return `${(space > CUT_AT - 40 ? hard.slice(0, space) : hard).trimEnd()}…`;
}

/** Whether the text is long enough to be collapsed behind show more. */
export function offersShowMore(text: string): boolean {
  return text.length > SHOW_MORE_ABOVE;
}
