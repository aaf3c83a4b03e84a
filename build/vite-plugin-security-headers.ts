import type { Plugin } from 'vite';
import type { TenantData } from '../src/tenant/schema.ts';
import { cdnHeaders, nginxHeaders, securityHeaders } from './security-headers.ts';

/** Emits `_headers` (CDNs) and `_deploy/security-headers.conf` (nginx) into the build. */
export function securityHeadersPlugin(options: { tenants: () => Map<string, TenantData> }): Plugin {
  return {
    name: 'onboarding:security-headers',
    apply: 'build',
    generateBundle() {
      const headers = securityHeaders(options.tenants().values());
      this.emitFile({ type: 'asset', fileName: '_headers', source: cdnHeaders(headers) });
      this.emitFile({ type: 'asset', fileName: '_deploy/security-headers.conf', source: nginxHeaders(headers) });
    },
  };
}
