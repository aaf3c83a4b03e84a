/**
 * A script in the head of a partner's pages (step 1's only one, step 2's after its guard): what the
 * member does between the first paint and the page's inline script, kept for that script.
 *
 * The inline script (before-app.ts) sits at the end of <body>: the browser paints the step before it
 * has parsed the rest of the page, the script among it (100–250 ms on a phone, longer when the end of
 * the page is slow to arrive). A member who types, leaves a field or presses Conferma in that moment
 * would otherwise lose it: the script would take typed text for text the browser restored from an
 * earlier visit and put the field back as drawn, and a press would do nothing. Here every such event
 * is kept, in order, until the script takes them (takeEarlyMoves) and answers them as if it had seen
 * them; from then on this script keeps nothing. The browser's own answer is held back where it would
 * take the member elsewhere: a form sent (the forms' method is `dialog`: nothing would happen anyway)
 * and Indietro followed as a link, which would load step 1 afresh.
 *
 * Lowered to ES5 and written into the page by the build (tools/site-build/before-app-script.ts),
 * allowed by its CSP hash.
 */
import { BACK_LINK_CLASS } from '@/components/field-markup';
import { EARLY_MOVES_GLOBAL } from './page-markers';

/** The events the inline script answers, and so those kept for it. */
export const EARLY_MOVE_TYPES = ['input', 'change', 'focusout', 'click', 'submit'] as const;
export type EarlyMoveType = (typeof EARLY_MOVE_TYPES)[number];

type Moves = Event[] | null | undefined;
const slot = () => window as unknown as Record<typeof EARLY_MOVES_GLOBAL, Moves>;

export function keepEarlyMoves(): void {
  const kept: Event[] = [];
  slot()[EARLY_MOVES_GLOBAL] = kept;
  EARLY_MOVE_TYPES.forEach((type) =>
    document.addEventListener(
      type,
      (event) => {
        // Until the inline script has taken them; and never once the page is parsed, when it has run or never will.
        if (slot()[EARLY_MOVES_GLOBAL] !== kept || document.readyState !== 'loading') return;
        kept.push(event);
        const target = event.target as Element;
        const back = type === 'click' && target.closest ? target.closest(`.${BACK_LINK_CLASS}`) : null;
        if (type === 'submit' || back) event.preventDefault();
      },
      true,
    ),
  );
}

/** For the inline script: the moves kept before it ran, in order; from now on none is kept. */
export function takeEarlyMoves(): Event[] {
  const moves = slot()[EARLY_MOVES_GLOBAL];
  slot()[EARLY_MOVES_GLOBAL] = null;
  return moves || [];
}
