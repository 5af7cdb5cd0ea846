import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveVisitorId, VISITOR_COOKIE_MAX_AGE } from './visitor';

/** A cookie jar that records what is written, since happy-dom drops Secure cookies on http. */
function jar(initial = '') {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return initial;
    },
    set cookie(v: string) {
      writes.push(v);
    },
  };
}

describe('§1 visitor id', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('contract "Page-level inputs": <meta name="visitor-id"> wins over an older visitor-id cookie, and is written into it (§9 attributes)', () => {
    document.head.innerHTML = '<meta name="visitor-id" content="meta-id">';
    const cookies = jar('a=1; visitor-id=cookie-id; b=2');
    const monitor = { addPageAction: vi.fn() };
    expect(resolveVisitorId({ doc: document, jar: cookies, monitor })).toBe('meta-id');
    // §3: the tracking context's visitor_id is "from the cookie": it now names the same visitor.
    expect(cookies.writes).toEqual(['visitor-id=meta-id; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
    expect(monitor.addPageAction).not.toHaveBeenCalled();
  });

  it('the meta tag without a cookie: its id, stored in the cookie; a cookie that already holds it is not written again', () => {
    document.head.innerHTML = '<meta name="visitor-id" content="meta-id">';
    const none = jar('a=1');
    expect(resolveVisitorId({ doc: document, jar: none })).toBe('meta-id');
    expect(none.writes).toEqual(['visitor-id=meta-id; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
    const same = jar('visitor-id=meta-id');
    expect(resolveVisitorId({ doc: document, jar: same })).toBe('meta-id');
    expect(same.writes).toEqual([]);
  });

  it('without the meta tag, the visitor-id cookie, not written again', () => {
    const cookies = jar('a=1; visitor-id=cookie-id; b=2');
    expect(resolveVisitorId({ doc: document, jar: cookies })).toBe('cookie-id');
    expect(cookies.writes).toEqual([]);
  });

  it('an empty visitor-id cookie counts as none: a new id, stored', () => {
    const cookies = jar('visitor-id=');
    expect(resolveVisitorId({ doc: document, jar: cookies, generate: () => 'new-id' })).toBe('new-id');
    expect(cookies.writes).toEqual(['visitor-id=new-id; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
  });

  it('else generates one, stores it 2,592,000 s (30 days) SameSite Lax Secure path / and tells the monitor', () => {
    const cookies = jar('');
    const monitor = { addPageAction: vi.fn() };
    const id = resolveVisitorId({ doc: document, jar: cookies, monitor, generate: () => 'new-id' });
    expect(id).toBe('new-id');
    expect(VISITOR_COOKIE_MAX_AGE).toBe(2_592_000);
    expect(cookies.writes).toEqual(['visitor-id=new-id; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
    expect(monitor.addPageAction).toHaveBeenCalledWith('missing-visitor-id', { visitorId: 'new-id' });
  });

  it('generates a UUID by default and survives a throwing monitor', () => {
    const id = resolveVisitorId({
      doc: document,
      jar: jar(''),
      monitor: {
        addPageAction: () => {
          throw new Error('x');
        },
      },
    });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
