import { describe, expect, it } from 'vitest';
import type { AuthorNode } from '../core/model';
import { readPage } from './read-page';

/**
 * The list of what the elements add (read-page.ts), against the elements themselves: the page read
 * after they have upgraded has the tree the author wrote. (Attributes they set are not compared:
 * author mode reads the page before any element upgrades; this list serves tags added later.)
 */
const tags = (node: AuthorNode): unknown => (node.children.length ? { [node.tag]: node.children.map(tags) } : node.tag);

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('readPage on upgraded elements (issue 41)', () => {
  it('reads the same tree before and after the lead form, the site navigation and the widgets have changed their content', async () => {
    document.body.innerHTML = `
      <header><vt-site-nav><nav aria-label="Main"><button type="button" data-menu-toggle>Menu</button><ul>
        <li><a href="/subjects">Subjects</a><ul><li><a href="/math">Math</a><ul><li><a href="/algebra">Algebra</a></li></ul></li></ul></li>
        <li><a href="/memberships">Memberships</a></li></ul></nav></vt-site-nav></header>
      <vt-lead-wizard data-persist="false"><form>
        <div data-panel-type="form" data-id="contact">
          <label for="phone">Phone</label><input id="phone" type="tel" name="phone_number" data-international required>
          <button type="button" data-next>Next</button>
        </div>
        <div data-panel-type="form" data-id="last"><input name="x"><button type="button" data-next>Send</button></div>
      </form></vt-lead-wizard>
      <vt-carousel data-label="Reviews"><article>One</article><article>Two</article><article>Three</article></vt-carousel>
      <vt-show-more data-visible="1"><ul><li>1</li><li>2</li><li>3</li></ul></vt-show-more>
      <vt-expand-text><p>Long text</p></vt-expand-text>
      <vt-bio-cards><div data-card><h3>Ann</h3><div data-bio>Ann's bio</div></div></vt-bio-cards>`;
    const before = tags(readPage(document).root);

    await import('@vt-elements/site-nav/element');
    await import('@vt-elements/lead-wizard/element');
    await import('@vt-elements/widgets');
    const wizard = document.querySelector('vt-lead-wizard')!;
    await settle(() => wizard.hasAttribute('data-ready') && !!document.querySelector('.vt-carousel__track'));
    // A Next with the required phone empty: field errors.
    wizard.querySelector<HTMLButtonElement>('[data-next]')!.click();
    await settle(() => !!wizard.querySelector('.vt-error-message'));

    // They did change the page…
    for (const added of [
      '.vt-lead-wizard__progress',
      '[data-vt-phone-country]',
      '.vt-error-message',
      '[data-vt-nav]',
      '.vt-carousel__track',
      '.vt-widget__button',
    ])
      expect(document.querySelector(added), added).not.toBeNull();
    // …and the page read is still what the author wrote.
    expect(tags(readPage(document).root)).toEqual(before);
  });
});
