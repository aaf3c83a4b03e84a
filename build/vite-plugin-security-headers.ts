import type { Plugin } from 'vite';
import { loadTenants } from './tenant-files.ts';
import { cdnHeaders, nginxHeaders, securityHeaders } from './security-headers.ts';

/** Emits `_headers` (CDNs) and `_deploy/security-headers.conf` (nginx) into the build. */
export function securityHeadersPlugin(options: { dir: string }): Plugin {
  return {
    name: 'onboarding:security-headers',
    apply: 'build',
    generateBundle() {
      const headers = securityHeaders(loadTenants(options.dir).tenants.values());
      this.emitFile({ type: 'asset', fileName: '_headers', source: cdnHeaders(headers) });
      this.emitFile({ type: 'asset', fileName: '_deploy/security-headers.conf', source: nginxHeaders(headers) });
    },
  };
}
