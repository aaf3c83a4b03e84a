import type { ContentClient, ServiceItem } from '@/lib/content';

/** The list of services, or that it could not be loaded: the screen works either way. */
export type ServiceList = { status: 'ready'; items: ServiceItem[] } | { status: 'unavailable' };

/**
 * For the description route's loader (kept apart from the screen, which is loaded only with its
 * route): never rejects, so a missing list never takes the screen down.
 */
export function loadServiceList(content: ContentClient): Promise<ServiceList> {
  return content.services().then(
    (items): ServiceList => ({ status: 'ready', items }),
    (): ServiceList => ({ status: 'unavailable' }),
  );
}
