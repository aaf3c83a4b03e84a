/**
 * The tab's note that a pre-registration was sent and its outcome is not known.
 *
 * The member's answers live in memory only (onboarding-store.ts), so a reload while the
 * pre-registration is in flight forgets both the answers and the request. Without this note the
 * member would go through the flow again and the provider would register them twice. With it, the
 * activation screen of this tab says the request may have gone through (the support e-mail)
 * instead of sending it again.
 *
 * Why this shape:
 * - sessionStorage: scoped to this tab and this partner's host, gone when the tab is closed.
 *   A reload, or leaving to another site and coming back, keeps it; another tab starts clean.
 * - A constant, not a hash of the answers: a hash of an e-mail address and a birth date can be
 *   reversed by trying likely values, so it is personal data. The note says only "this tab sent a
 *   pre-registration whose outcome it does not know". The price: a second person in the same tab,
 *   after such a reload, is sent to support rather than registered; a far smaller harm than a
 *   member registered twice.
 * - Set before the request leaves; cleared as soon as an answer with a known outcome comes (a key,
 *   or a refusal). Kept when the outcome is unknown (no answer, a 2xx without a key, a reload).
 * - Storage that cannot be used (disabled, full) leaves the activation as it was: memory only.
 */
export interface ActivationMarker {
  isSet(): boolean;
  set(): void;
  clear(): void;
}

export const ACTIVATION_MARKER_KEY = 'onboarding.pre-registration-sent';
const VALUE = '1';

export function sessionActivationMarker(storage: () => Storage = () => window.sessionStorage): ActivationMarker {
  const attempt = <T>(action: (store: Storage) => T, fallback: T): T => {
    try {
      return action(storage());
    } catch {
      return fallback;
    }
  };
  return {
    isSet: () => attempt((store) => store.getItem(ACTIVATION_MARKER_KEY) === VALUE, false),
    set: () => attempt((store) => store.setItem(ACTIVATION_MARKER_KEY, VALUE), undefined),
    clear: () => attempt((store) => store.removeItem(ACTIVATION_MARKER_KEY), undefined),
  };
}

/** No note at all: the activation is remembered in memory only (tests of the activation alone). */
export const NO_MARKER: ActivationMarker = { isSet: () => false, set: () => {}, clear: () => {} };
