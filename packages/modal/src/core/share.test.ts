import { describe, expect, it } from 'vitest';
import { shareLinks, shareUrl } from './share';

const VISITOR = '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11';

describe('share URL (spec §7: share links add direct_share=copy and a v_id parameter)', () => {
  it('adds both parameters to the page URL, keeping its own query and dropping the fragment', () => {
    expect(shareUrl('https://www.example.com/classes/algebra?grade=9#reviews', VISITOR)).toBe(
      `https://www.example.com/classes/algebra?grade=9&direct_share=copy&v_id=${VISITOR}`,
    );
  });

  it('replaces a direct_share or v_id the URL already had (a shared link shared again names the new sharer)', () => {
    const url = new URL(shareUrl(`https://www.example.com/?v_id=someone-else&direct_share=email&q=a`, VISITOR));
    expect(url.searchParams.getAll('v_id')).toEqual([VISITOR]);
    expect(url.searchParams.getAll('direct_share')).toEqual(['copy']);
    expect(url.searchParams.get('q')).toBe('a');
  });

  it('encodes a hostile visitor id as a parameter value', () => {
    const url = new URL(shareUrl('https://www.example.com/', 'a&b=c#d <x>'));
    expect(url.searchParams.get('v_id')).toBe('a&b=c#d <x>');
    expect(url.hash).toBe('');
    expect(url.href).not.toContain('<');
  });
});

describe('share links (email, Facebook, X, LinkedIn)', () => {
  const url = `https://www.example.com/classes/a?grade=9&direct_share=copy&v_id=${VISITOR}`;
  const links = shareLinks(url, 'Algebra & "Geometry" #1');

  it("puts the whole share URL, encoded, into each network's own parameter", () => {
    expect(new URL(links.facebook).origin + new URL(links.facebook).pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
    expect(new URL(links.x).origin + new URL(links.x).pathname).toBe('https://x.com/intent/tweet');
    expect(new URL(links.x).searchParams.get('url')).toBe(url);
    expect(new URL(links.x).searchParams.get('text')).toBe('Algebra & "Geometry" #1');
    expect(new URL(links.linkedin).origin + new URL(links.linkedin).pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(url);
    // Only one parameter each: the share URL's own & did not split it.
    expect([...new URL(links.facebook).searchParams.keys()]).toEqual(['u']);
    expect([...new URL(links.linkedin).searchParams.keys()]).toEqual(['url']);
  });

  it('mailto: uses %20, never +, and keeps & and # inside the subject and body', () => {
    expect(links.email).toBe(
      `mailto:?subject=Algebra%20%26%20%22Geometry%22%20%231&body=Algebra%20%26%20%22Geometry%22%20%231%0A${encodeURIComponent(url)}`,
    );
    expect(links.email).not.toContain('+');
    expect(decodeURIComponent(links.email.split('body=')[1]!)).toBe(`Algebra & "Geometry" #1\n${url}`);
  });

  it('without a title: the body is the URL alone and X gets no text', () => {
    const bare = shareLinks(url, '');
    expect(bare.email).toBe(`mailto:?subject=&body=${encodeURIComponent(url)}`);
    expect(new URL(bare.x).searchParams.has('text')).toBe(false);
  });
});
