import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageModel } from './core/model';

/** The bundle's entry (dist/author.js), with the checker replaced: its rules have their own tests. */
const checkPage = vi.hoisted(() =>
  vi.fn((page: PageModel) => {
    const wizard = page.root.children[1]!.children[0]!;
    return [
      {
        severity: 'error' as const,
        kind: 'enum-value' as const,
        element: wizard,
        attribute: 'data-action',
        problem: 'data-action "x" is not an action',
        fallback: 'it sends "tutor_request"',
        fix: 'Use "tutor_request".',
      },
    ];
  }),
);
vi.mock('./core/check', () => ({ checkPage }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('dist/author.js (issue 41)', () => {
  it('does nothing when imported: no check, no notice, no CSS (visitors never see author mode)', async () => {
    document.body.innerHTML = '<vt-lead-wizard data-action="x"></vt-lead-wizard>';
    const html = document.documentElement.outerHTML;
    const sheets = document.adoptedStyleSheets.length;
    const author = await import('./author-mode');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(checkPage).not.toHaveBeenCalled();
    expect(document.documentElement.outerHTML).toBe(html);
    expect(document.adoptedStyleSheets.length).toBe(sheets);
    // What the embed builder imports.
    expect(author.checkPage).toBe(checkPage);
    expect(typeof author.readPage).toBe('function');
  });

  it('startAuthorMode() reads, checks and shows; its stop removes the notices', async () => {
    document.body.innerHTML = '<vt-lead-wizard data-action="x"></vt-lead-wizard>';
    const { startAuthorMode } = await import('./author-mode');
    const stop = startAuthorMode();
    expect(checkPage).toHaveBeenCalledTimes(1);
    const notice = document.querySelector('vt-lead-wizard')!.nextElementSibling!;
    expect(notice.className).toBe('vt-author-notice');
    expect(notice.querySelector('li')!.textContent).toContain('data-action "x" is not an action');
    stop();
    expect(document.querySelector('.vt-author-notice')).toBeNull();
  });
});
