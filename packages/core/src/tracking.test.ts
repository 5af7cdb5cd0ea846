import { describe, expect, it } from 'vitest';
import { trackingContext } from './tracking';

describe('§3 Tracking context', () => {
  it('takes the URL parameters and adds param_string, path, visitor_id, referer', () => {
    const ctx = trackingContext({ url: 'https://www.example.com/math-tutors?vtsource=google&vtmedium=cpc#x', visitorId: 'v-1', referer: 'https://www.google.com/' });
    expect(ctx).toEqual({ vtsource: 'google', vtmedium: 'cpc', param_string: 'vtsource=google&vtmedium=cpc', path: '/math-tutors', visitor_id: 'v-1', referer: 'https://www.google.com/' });
  });

  it('network comes from network, or is bing when networkbing is 1', () => {
    expect(trackingContext({ url: 'https://x.com/?network=g' }).network).toBe('g');
    expect(trackingContext({ url: 'https://x.com/?network=g&networkbing=1' }).network).toBe('bing');
    expect(trackingContext({ url: 'https://x.com/?networkbing=0' }).network).toBeUndefined();
  });

  it('campaign_id from campaignid, the misspelt capaignid, or campaign_id, in that order', () => {
    expect(trackingContext({ url: 'https://x.com/?campaignid=1&capaignid=2&campaign_id=3' }).campaign_id).toBe('1');
    expect(trackingContext({ url: 'https://x.com/?capaignid=2&campaign_id=3' }).campaign_id).toBe('2');
    expect(trackingContext({ url: 'https://x.com/?campaign_id=3' }).campaign_id).toBe('3');
  });

  it('merges the page tracking object under the URL values', () => {
    const ctx = trackingContext({ url: 'https://x.com/?leadform=url', pageTracking: { leadform: 'page', abtest: 'b', nested: { a: 1 } } });
    expect(ctx.leadform).toBe('url');
    expect(ctx.abtest).toBe('b');
    expect(ctx.nested).toBeUndefined();
  });
});
