/**
 * Reads the CMS's navigation and adds what the menu needs, in place (APG disclosure navigation):
 * a disclosure button after the link of each item that holds a nested list (aria-expanded,
 * aria-controls), and a back button at the top of each sub-menu for the drawer. Links stay links;
 * what cannot be enhanced (too deep, no text) is left as plain links and described for the report.
 */
import { MAX_LEVELS } from '../core/layout';
import type { SubMenu } from '../core/menu';
import type { MarkupItem } from '../core/markup';
import { fill, type NavTexts } from '../core/texts';

/** Marks what the element added, so a second start (the element moved or re-added) removes it first. */
const ADDED = 'data-vt-nav';

export interface MenuParts extends SubMenu {
  /** Its link's text: its button's name is made of it (data-texts' submenu). */
  label: string;
  item: HTMLLIElement;
  button: HTMLButtonElement;
  list: HTMLUListElement;
  back: HTMLButtonElement;
}

export interface NavMarkup {
  top: HTMLUListElement | null;
  toggle: HTMLElement | null;
  menus: Map<string, MenuParts>;
  items: MarkupItem[];
}

let lastId = 0;
/** A unique id for a list or block the page left without one (aria-controls needs it). */
export const uid = () => `vt-nav-${(++lastId).toString(36)}`;

/** An item's text, without its nested list's: the link's (or its aria-label), else the item's own. */
function labelOf(li: Element, link: Element | null): string {
  if (link) return (link.getAttribute('aria-label') ?? link.textContent ?? '').replace(/\s+/g, ' ').trim();
  let text = '';
  for (const node of li.childNodes) if (!(node instanceof Element && node.matches('ul,button'))) text += node.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

export function enhanceMarkup(host: HTMLElement, texts: NavTexts): NavMarkup {
  for (const added of host.querySelectorAll(`[${ADDED}]`)) added.remove();
  const top = host.querySelector('ul');
  const toggle = host.querySelector<HTMLElement>('[data-menu-toggle]');
  const menus = new Map<string, MenuParts>();
  const items: MarkupItem[] = [];
  const doc = host.ownerDocument;
  const make = (className: string) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = className;
    button.setAttribute(ADDED, '');
    return button;
  };

  const walk = (list: HTMLUListElement, level: number, parent: string | null) => {
    for (const li of list.children) {
      if (!(li instanceof HTMLLIElement) || li.hasAttribute(ADDED)) continue;
      const link = li.querySelector<HTMLAnchorElement>(':scope > a');
      const nested = li.querySelector<HTMLUListElement>(':scope > ul');
      // An item of other content (a badge, a button) is not a menu link.
      if (!link && !nested) continue;
      const label = labelOf(li, link);
      items.push({ level, label, href: link?.getAttribute('href') ?? null, hasList: !!nested });
      if (!nested) continue;
      if (level + 1 >= MAX_LEVELS || !label) {
        // Left as plain links: the list stays shown inside its (enhanced) parent.
        nested.hidden = false;
        continue;
      }
      const id = (nested.id ||= uid());
      const button = make('vt-nav__button');
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', id);
      nested.before(button);
      const back = make('vt-nav__back-button');
      const backItem = doc.createElement('li');
      backItem.className = 'vt-nav__back';
      backItem.setAttribute(ADDED, '');
      backItem.append(back);
      nested.prepend(backItem);
      nested.hidden = true;
      li.classList.add('vt-nav__item');
      menus.set(id, { id, parent, label, item: li, button, list: nested, back });
      walk(nested, level + 1, id);
    }
  };
  if (top) {
    top.classList.add('vt-nav__menu');
    walk(top, 0, null);
  }
  setTexts(menus, texts);
  return { top, toggle, menus, items };
}

/** The texts of the buttons it added: at set-up, and again when data-texts changes (issue 39). */
export function setTexts(menus: Map<string, MenuParts>, texts: NavTexts): void {
  for (const { label, button, back } of menus.values()) {
    button.setAttribute('aria-label', fill(texts.submenu, label));
    back.textContent = texts.back;
  }
}

/** Spec §2 / APG: the link to the page being shown is marked aria-current="page" (unless the CMS marked one). */
export function markCurrentPage(host: HTMLElement, location: Location): void {
  if (host.querySelector('a[aria-current]')) return;
  const path = (url: URL) => url.pathname.replace(/(.)\/$/, '$1') + url.search;
  const here = path(new URL(location.href));
  for (const link of host.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    let url: URL;
    try {
      url = new URL(link.href, location.href);
    } catch {
      continue;
    }
    if (url.origin === location.origin && path(url) === here) {
      link.setAttribute('aria-current', 'page');
      return;
    }
  }
}
