/** The scenarios' provider (tests/scenarios/member.ts) over the browser suites' HTTP stand-in. */
import type { ProviderEndpoint } from '@/shared/provider-api';
import type { ProviderStandIn } from '../e2e/support/provider-stand-in';
import type { Provider, ProviderCall } from '../scenarios/member';

export class StandInProvider implements Provider {
  constructor(private readonly api: ProviderStandIn) {}

  failNext(endpoint: ProviderEndpoint, status: number) {
    this.api.queue(endpoint, { status });
  }
  dropFor(endpoint: ProviderEndpoint, ms: number) {
    this.api.networkDownFor(endpoint, ms);
  }
  hangNext(endpoint: ProviderEndpoint) {
    this.api.queue(endpoint, { hang: true });
  }
  calls(endpoint?: ProviderEndpoint): ProviderCall[] {
    return this.api.apiCalls(endpoint).map(({ path, body }) => ({ path, body }));
  }
  codes(endpoint: ProviderEndpoint): string[] {
    return this.api.successes(endpoint).map((call) => call.code!);
  }
}
