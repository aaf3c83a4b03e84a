/**
 * A work e-mail whose domain is a slip of one of the partner's: `acme.iy`, `acmr.it` or
 * `acme-logistica.it` for a partner with `acme.it` and `acme-logistica.com`. Step 1 then offers
 * the corrected address instead of saying that a private address cannot be used.
 *
 * The partner's domains are a handful, so a small edit distance does the job: a kept
 * spell-checking library (mailcheck and its forks) mostly carries lists of public mail providers
 * to compare with, which are not what a member of this partner meant.
 *
 * The inline script of a partner's page runs it too (src/early/before-app.ts, lowered to ES5 by the build).
 */
import { isInDomain } from '../domain-coverage';

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, up to `limit` + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Optimal string alignment: three rows of the dynamic-programming table are enough.
  let before: number[] = [];
  let previous: number[] = [];
  for (let j = 0; j <= b.length; j++) previous.push(j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charAt(i - 1) === b.charAt(j - 2) && a.charAt(i - 2) === b.charAt(j - 1))
        best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many slips a domain may have and still be taken for the partner's: more for longer names. */
function allowedSlips(domain: string): number {
  return domain.length < 8 ? 1 : 2;
}

/** `acme-logistica.it` → `acme-logistica`: the domain without its last label. */
function withoutTopLevel(domain: string): string {
  return domain.slice(0, Math.max(0, domain.lastIndexOf('.')));
}

/**
 * The partner's domain the member most likely meant, when `typed` is not one of `domains` (nor a
 * subdomain of one) but close to one: a few slips over the whole domain, or the same name under
 * another top-level domain (`.it` for `.com`). Undefined otherwise.
 */
export function nearestDomain(typed: string, domains: readonly string[]): string | undefined {
  const domain = typed.trim().toLowerCase();
  let nearest: string | undefined;
  let nearestDistance = Infinity;
  // An index, not for…of: lowered to ES5 for the inline script, for…of would bring an iterator helper.
  for (let k = 0; k < domains.length; k++) {
    const candidate = domains[k]!.toLowerCase();
    if (isInDomain(domain, candidate)) return undefined;
    const slips = allowedSlips(candidate);
    let distance = editDistance(domain, candidate, slips);
    const name = withoutTopLevel(candidate);
    if (distance > slips && name && withoutTopLevel(domain) === name) distance = slips;
    if (distance <= slips && distance < nearestDistance) {
      nearest = candidate;
      nearestDistance = distance;
    }
  }
  return nearest;
}

/** `mario.rossi@acme.iy` → `mario.rossi@acme.it` for a partner with `acme.it`; undefined when no domain is near. */
export function suggestWorkEmail(email: string, domains: readonly string[]): string | undefined {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = nearestDomain(trimmed.slice(at + 1), domains);
  return domain && trimmed.slice(0, at) + '@' + domain;
}
