/**
 * Which partner a page is, and whose members are whose: no partner may pass for another.
 * - partner.name is one partner's, compared without case or accents: the provider's groupRef is built
 *   from it ("<partner name>_<e-mail>"), so two partners of one name would be one group to it.
 * - A subdomain or name that looks like another partner's (look-alike.ts: letters of other scripts,
 *   punycode, rn for m) is refused unless the operator acknowledges the pair (partners.<slug>.looksLike).
 * - E-mail domains that overlap another partner's (the same, one inside the other) are refused unless
 *   the operator acknowledges the pair (partners.<slug>.overlapsWith): the same members could activate
 *   the service through both, on either contract.
 * Each is an error on the later file (or on the look-alike one), which is left out (`rejected`).
 */
import { isInDomain } from '../../src/shared/domain-coverage.ts';
import type { TenantData } from '../../src/shared/tenant/schema.ts';
import { confusableCharacters, readSlug, sameName, skeleton, slugSkeleton } from './look-alike.ts';
import type { TenantProblem } from './problems.ts';
import type { SiteSettings } from './site.ts';

type Checked = { problems: TenantProblem[]; rejected: Set<string> };

/** The operator has acknowledged the pair in `field` of either partner's entry in the site file. */
function acknowledged(site: SiteSettings, field: 'looksLike' | 'overlapsWith', a: string, b: string): boolean {
  return (site.partners[a]?.[field] ?? []).includes(b) || (site.partners[b]?.[field] ?? []).includes(a);
}

const pairs = <T>(items: readonly T[]): Array<[T, T]> =>
  items.flatMap((first, index) => items.slice(index + 1).map((second) => [first, second] as [T, T]));

/** Of a look-alike pair, the one to refuse: the one whose text is not what it looks like (its letters are not Latin), else the later. */
function lookAlikeOf<T>(earlier: T, later: T, isPlain: (item: T) => boolean): [culprit: T, other: T] {
  return isPlain(later) && !isPlain(earlier) ? [earlier, later] : [later, earlier];
}

export function identityProblems(
  tenants: ReadonlyMap<string, TenantData>,
  files: ReadonlyMap<string, string>,
  site: SiteSettings,
  siteFile: string,
): Checked {
  const problems: TenantProblem[] = [];
  const rejected = new Set<string>();
  const fileOf = (slug: string) => files.get(slug) ?? `${slug}.json`;
  const refuse = (slug: string, field: string, message: string) => {
    problems.push({ file: fileOf(slug), field, message });
    rejected.add(slug);
  };
  const slugs = [...tenants.keys()];
  const nameOf = (slug: string) => tenants.get(slug)!.partner.name;

  for (const [earlier, later] of pairs(slugs)) {
    if (slugSkeleton(earlier) !== slugSkeleton(later) || acknowledged(site, 'looksLike', earlier, later)) continue;
    const [slug, other] = lookAlikeOf(earlier, later, (item) => readSlug(item) === slugSkeleton(item));
    const read = readSlug(slug) === slug ? '' : ` (${readSlug(slug)})`;
    refuse(
      slug,
      '',
      `"${slug}"${read} looks like "${other}", the subdomain of ${fileOf(other)}: members could take this partner's page for that one's. Rename the file; if the operator has checked that they are two distinct partners, the operator acknowledges it in partners.${slug}.looksLike of ${siteFile}`,
    );
  }

  for (const [earlier, later] of pairs(slugs)) {
    const [first, second] = [nameOf(earlier), nameOf(later)];
    if (sameName(first) === sameName(second)) {
      refuse(
        later,
        'partner.name',
        `"${second}" is the name of ${fileOf(earlier)} too (compared without case or accents): the provider tells partners apart by the groupRef built from it, so the members of both would be one group; give this partner its own name, as in its contract`,
      );
    } else if (skeleton(first) === skeleton(second) && !acknowledged(site, 'looksLike', earlier, later)) {
      const [slug, other] = lookAlikeOf(earlier, later, (item) => confusableCharacters(nameOf(item)).length === 0);
      const characters = confusableCharacters(nameOf(slug));
      const which =
        characters.length > 0
          ? ` (${characters.join(', ')} ${characters.length === 1 ? 'is' : 'are'} not the Latin letter it looks like)`
          : '';
      refuse(
        slug,
        'partner.name',
        `"${nameOf(slug)}" looks like "${nameOf(other)}", the name of ${fileOf(other)}${which}: members could take this partner for that one. Give this partner its own name, as in its contract; if the operator has checked that they are two distinct partners, the operator acknowledges it in partners.${slug}.looksLike of ${siteFile}`,
      );
    }
  }

  for (const [earlier, later] of pairs(slugs)) {
    if (acknowledged(site, 'overlapsWith', earlier, later)) continue;
    tenants.get(later)!.partner.emailDomains.forEach((domain, index) => {
      for (const other of tenants.get(earlier)!.partner.emailDomains) {
        let overlap: string | undefined;
        if (other === domain) overlap = `${domain} is also claimed by ${fileOf(earlier)}`;
        else if (isInDomain(domain, other)) overlap = `${domain} is inside ${other}, claimed by ${fileOf(earlier)}`;
        else if (isInDomain(other, domain)) overlap = `${domain} includes ${other}, claimed by ${fileOf(earlier)}`;
        if (!overlap) continue;
        refuse(
          later,
          `partner.emailDomains.${index}`,
          `${overlap}: the same members could activate the service through both partners, on either contract. List only this partner's own domains; if both partners really admit the same members, the operator acknowledges the pair in partners.${later}.overlapsWith of ${siteFile}`,
        );
      }
    });
  }
  return { problems, rejected };
}
