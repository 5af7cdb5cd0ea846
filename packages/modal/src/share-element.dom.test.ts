import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { captureReports } from '@vt-elements/core/testing';
import './share-element';

const VISITOR = '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11';

describe('<vt-share> (contract "Content widgets"; spec §2 share modal, §7 share links)', () => {
  const reported = captureReports();
  beforeEach(() => {
    document.head.innerHTML = `<meta name="visitor-id" content="${VISITOR}"><title>Algebra class</title>`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  const render = async (attributes = '') => {
    document.body.innerHTML = `<vt-share ${attributes}></vt-share>`;
    await Promise.resolve();
    const host = document.querySelector('vt-share')!;
    return {
      host,
      input: host.querySelector('input')!,
      copy: host.querySelector<HTMLButtonElement>('.vt-share__copy-button')!,
      status: host.querySelector('[role="status"]')!,
    };
  };

  it('a labelled read-only input holds the page URL with direct_share=copy and v_id', async () => {
    const { host, input } = await render();
    const expected = new URL(location.href);
    expected.hash = '';
    expected.searchParams.set('direct_share', 'copy');
    expected.searchParams.set('v_id', VISITOR);
    expect(input.value).toBe(expected.href);
    expect(input.readOnly).toBe(true);
    expect(host.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Link to this page');
    const links = [...host.querySelectorAll<HTMLAnchorElement>('.vt-share__link')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Email',
      'Facebook (opens in a new tab)',
      'X (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ]);
    expect(new URL(links[1]!.href).searchParams.get('u')).toBe(expected.href);
    expect(links[1]!.rel).toBe('noopener noreferrer');
    expect(links[0]!.href).toContain(`subject=Algebra%20class`);
  });

  it('Copy writes the URL with the Clipboard API and announces Copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { input, copy, status } = await render('data-title="Share me"');
    copy.click();
    await vi.waitFor(() => expect(status.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(input.value);
  });

  it('without the Clipboard API it falls back to execCommand; when that fails too it selects the link and says how to copy', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText: () => Promise.reject(new Error('denied')),
    } as unknown as Clipboard);
    const exec = vi.fn(() => true);
    (document as unknown as { execCommand: typeof exec }).execCommand = exec;
    const { copy, status } = await render();
    copy.click();
    await vi.waitFor(() => expect(status.textContent).toBe('Copied'));
    expect(exec).toHaveBeenCalledWith('copy');
    exec.mockReturnValue(false);
    copy.click();
    await vi.waitFor(() => expect(status.textContent).toBe('Press Ctrl+C (or ⌘C) to copy the selected link'));
    expect(reported).toEqual([]);
  });

  it('the Web Share API, where it exists: a button opens the device sheet; closing the sheet is not a failure, other errors are reported', async () => {
    expectConsoleError('[vt-elements] vt-share: Permission denied');
    const share = vi.fn((_: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { host, input } = await render('data-title="Algebra"');
      const button = host.querySelector<HTMLButtonElement>('.vt-share__native')!;
      expect(button.textContent).toBe('More ways to share');
      button.click();
      expect(share).toHaveBeenCalledWith({ title: 'Algebra', url: input.value });
      share.mockReturnValueOnce(Promise.reject(Object.assign(new Error('cancelled'), { name: 'AbortError' })));
      button.click();
      share.mockReturnValueOnce(Promise.reject(new Error('Permission denied')));
      button.click();
      await vi.waitFor(() => expect(reported).toEqual(['Permission denied']));
    } finally {
      delete (navigator as unknown as { share?: unknown }).share;
    }
    const { host } = await render();
    expect(host.querySelector('.vt-share__native')).toBeNull();
  });

  it('data-url: a same-site URL is shared; another host is reported once and the page is shared', async () => {
    expectConsoleError(
      '[vt-elements] vt-share: <vt-share> data-url "javascript:alert(1)" was refused: it uses the javascript: scheme (only http and https).',
    );
    const { input } = await render(`data-url="/classes/algebra?x=1#top"`);
    expect(input.value).toBe(`${location.origin}/classes/algebra?x=1&direct_share=copy&v_id=${VISITOR}`);
    const bad = await render(`data-url="javascript:alert(1)"`);
    expect(bad.input.value.startsWith(location.origin)).toBe(true);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/^<vt-share> data-url "javascript:alert\(1\)" was refused/);
  });

  it('data-texts replaces texts (as text, never markup); a bad one is reported and the defaults used', async () => {
    expectConsoleError(
      '[vt-elements] vt-share: <vt-share> data-texts: unknown text key "kopy" (known: label, copy, copied, copyFailed, shareOn, email, facebook, x, linkedin, newTab, native); using the default.',
    );
    const { host, copy } = await render(`data-texts='{"copy":"<b>Copier</b>","label":"Lien"}'`);
    expect(copy.textContent).toBe('<b>Copier</b>');
    expect(host.querySelector('b')).toBeNull();
    expect(host.querySelector('label')!.textContent).toBe('Lien');
    const bad = await render(`data-texts='{"kopy":"x"}'`);
    expect(bad.copy.textContent).toBe('Copy link');
    expect(reported[0]).toMatch(/^<vt-share> data-texts: unknown text key "kopy"/);
  });
});
