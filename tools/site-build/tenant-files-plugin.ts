/**
 * Tenants as static files: each validated partner becomes /tenants/<slug>.json,
 * fetched by the app at start, so the JavaScript bundle never lists partners.
 * The partners' own domains ("hosts") become one map, /tenants/hosts.json (host -> slug), which
 * the app fetches when the host's first label is no partner: linear in the number of hosts.
 * A build stops on any problem with file, field and reason; the dev server starts anyway and
 * warns (each partner's page lists its own problems, see tenant-dev-server-plugin.ts).
 * Production builds leave out tenants/demo.json and refuse http:// addresses (see buildRules).
 */
import type { Plugin } from 'vite';
import { hostMap, hostNames } from '../partners/hosts.ts';
import { HOST_MAP, partnerFile } from '../../src/shared/site-layout.ts';
import { formatProblem } from '../partners/problems.ts';
import type { SiteTenants } from './site-tenants.ts';

export function tenantFilesPlugin(tenants: SiteTenants): Plugin {
  return {
    name: 'onboarding:tenant-files',
    // The server render (ssr environment) needs no partner files.
    applyToEnvironment: (environment) => environment.name === 'client',
    /** Lets the dev and preview servers answer on the partners' own hosts (for a hosts-file entry). */
    config() {
      if (tenants.command !== 'serve') return undefined;
      const hosts = hostNames(tenants.current().tenants);
      return hosts.length > 0 ? { server: { allowedHosts: hosts }, preview: { allowedHosts: hosts } } : undefined;
    },
    buildStart() {
      const { problems } = tenants.current();
      if (problems.length === 0) return;
      const list = problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n');
      const message = `Tenant files have ${problems.length} problem(s):\n${list}`;
      // The dev server starts anyway: each partner's page lists its own problems.
      if (tenants.command === 'serve') this.warn(message);
      else this.error(message);
    },
    generateBundle() {
      const shipped = tenants.current().tenants;
      for (const [slug, tenant] of shipped) {
        this.emitFile({ type: 'asset', fileName: partnerFile(slug).slice(1), source: JSON.stringify(tenant) });
      }
      const hosts = hostMap(shipped);
      if (Object.keys(hosts).length > 0) {
        this.emitFile({ type: 'asset', fileName: HOST_MAP.slice(1), source: JSON.stringify(hosts) });
      }
    },
  };
}
