import { describe, expect, it, vi } from 'vitest';
import { readQuery, trackingContext } from './tracking';

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

  it('a repeated tracking parameter resolves one way everywhere: the first, as network and campaign_id read it', () => {
    const ctx = trackingContext({ url: 'https://x.com/?vtsource=google&vtmedium=cpc&vtsource=bing&network=a&network=b&leadform=f1&leadform=f2' });
    expect(ctx.vtsource).toBe('google');
    expect(ctx.leadform).toBe('f1');
    expect(ctx.network).toBe('a');
    // param_string stays the query as written.
    expect(ctx.param_string).toBe('vtsource=google&vtmedium=cpc&vtsource=bing&network=a&network=b&leadform=f1&leadform=f2');
  });

  it('merges the page tracking object under the URL values', () => {
    const ctx = trackingContext({ url: 'https://x.com/?leadform=url', pageTracking: { leadform: 'page', abtest: 'b', nested: { a: 1 } } });
    expect(ctx.leadform).toBe('url');
    expect(ctx.abtest).toBe('b');
    expect(ctx.nested).toBeUndefined();
  });

  it('§5 "Invalid query string for tracking only logs a warning": an unreadable parameter is left out, the others count', () => {
    const warnings: string[] = [];
    const ctx = trackingContext({ url: 'https://x.com/p?vtsource=%E0%A4%A&vtcampaign=fall&campaignid=%zz', warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([
      '[vt-elements] tracking: the query parameter "vtsource=%E0%A4%A" is unreadable (malformed percent-encoding): ignored',
      '[vt-elements] tracking: the query parameter "campaignid=%zz" is unreadable (malformed percent-encoding): ignored',
    ]);
    expect(ctx).toEqual({ vtcampaign: 'fall', param_string: 'vtcampaign=fall', path: '/p', referer: '' });
  });

  it('reads a query string as URLSearchParams does when it is well-formed', () => {
    const search = '?a=1&b=x+y%20z&c&=d&a=2&&e=%C3%A9';
    expect(readQuery(search).readable).toEqual([...new URLSearchParams(search)]);
    expect(readQuery(search).raw).toBe(search.slice(1));
    expect(readQuery('').readable).toEqual([]);
  });

  it('warns once per page about the same parameter, without a warn of its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    trackingContext({ url: 'https://x.com/?vtsource=%E0%A4%A&ok=1' });
    trackingContext({ url: 'https://x.com/?vtsource=%E0%A4%A&ok=2' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
