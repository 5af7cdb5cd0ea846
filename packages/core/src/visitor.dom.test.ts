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

  it('§3 visitor_id "from the cookie": the visitor-id cookie wins over <meta name="visitor-id"> where both exist', () => {
    document.head.innerHTML = '<meta name="visitor-id" content="meta-id">';
    const cookies = jar('a=1; visitor-id=cookie-id; b=2');
    expect(resolveVisitorId({ doc: document, jar: cookies })).toBe('cookie-id');
    expect(cookies.writes).toEqual([]);
  });

  it('without the cookie, <meta name="visitor-id">, not stored in a cookie', () => {
    document.head.innerHTML = '<meta name="visitor-id" content="meta-id">';
    const cookies = jar('a=1');
    expect(resolveVisitorId({ doc: document, jar: cookies })).toBe('meta-id');
    expect(cookies.writes).toEqual([]);
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
