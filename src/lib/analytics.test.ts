import { createDataLayerAnalytics } from './analytics';

describe('createDataLayerAnalytics', () => {
  it('pushes events onto dataLayer, creating it when missing', () => {
    const target: { dataLayer?: unknown[] } = {};
    const analytics = createDataLayerAnalytics(target);
    analytics.track({ event: 'page_view', page: 'home' });
    analytics.track({ event: 'go_to_signup_clicked', screen: 'description' });
    expect(target.dataLayer).toEqual([
      { event: 'page_view', page: 'home' },
      { event: 'go_to_signup_clicked', screen: 'description' },
    ]);
  });
});
