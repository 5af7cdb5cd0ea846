/**
 * Wires the enhanced markup to the menu machine (core/menu.ts): clicks, taps, keys, hover, the
 * layout at each width (spec §9), the drawer's scroll lock and focus trap, the header's position,
 * the hover flag and the flagged links (spec §1 flags).
 */
import { listen, lockScroll, onFlag, onFlagsState, reportError, setStyle, systemClock, unlockScroll, type Clock } from '@vt-elements/core';
import { settleFlagsWithoutSource } from '@vt-elements/core/flag-source';
import { moveIndex } from '../core/keys';
import { headerRelative, hoverEnabled, layoutFor, type Layout } from '../core/layout';
import { markupProblems } from '../core/markup';
import { MenuMachine, type MenuState } from '../core/menu';
import type { NavTexts } from '../core/texts';
import { enhanceDisclaimers } from './disclaimer';
import { enhanceMarkup, markCurrentPage, setTexts, uid, type NavMarkup } from './enhance';
import { focusables, listFocusables } from './focus';
import { place, unplace } from './placement';
import { adoptNavStyles } from './styles';

export interface NavOptions {
  /** `data-hover-flag`: the flag that turns hover opening on; null: hover is on. */
  hoverFlag: string | null;
  texts: NavTexts;
  clock?: Clock;
}

const TAG = 'vt-site-nav';
/** Each element reports its markup problems once, however often it is started. */
const reported = new WeakSet<Element>();

export class SiteNavController {
  readonly machine: MenuMachine;
  readonly markup: NavMarkup;
  #host: HTMLElement;
  #doc: Document;
  #win: Window;
  #layout: Layout | null = null;
  #hoverFlag = false;
  #unlock: (() => void) | null = null;
  #header: HTMLElement | null;
  #headerStyle: string | null = null;
  #stops: (() => void)[] = [];
  /** Stops following the data-hover-flag flag (replaced when the attribute changes). */
  #stopFlag: (() => void) | undefined;

  constructor(host: HTMLElement, options: NavOptions) {
    this.#host = host;
    this.#doc = host.ownerDocument;
    this.#win = this.#doc.defaultView!;
    this.#header = host.closest<HTMLElement>('header,[role=banner]');
    adoptNavStyles(this.#doc);
    this.markup = enhanceMarkup(host, options.texts);
    const { top, toggle, menus, items } = this.markup;
    if (!reported.has(host)) {
      reported.add(host);
      for (const problem of markupProblems({ hasList: !!top, hasToggle: !!toggle, items }))
        reportError(new Error(`<${TAG}>: ${problem}`), { source: TAG });
    }
    const clock = options.clock ?? systemClock;
    this.machine = new MenuMachine([...menus.values()], clock, (state, previous) => this.#render(state, previous));
    markCurrentPage(host, this.#win.location);
    enhanceDisclaimers(this.#doc, TAG);

    if (toggle) {
      if (top) toggle.setAttribute('aria-controls', (top.id ||= uid()));
      toggle.setAttribute('aria-expanded', 'false');
    }
    this.#listen(host, 'click', (e) => this.#onClick(e as MouseEvent));
    this.#listen(host, 'keydown', (e) => this.#onKey(e as KeyboardEvent));
    this.#listen(host, 'focusout', (e) => this.#onFocusOut(e as FocusEvent));
    // A press outside closes everything (mouse, pen and touch alike).
    this.#listen(this.#doc, 'pointerdown', (e) => {
      if (!host.contains(e.target as Node) && (this.machine.state.open.length || this.machine.state.drawerOpen)) this.machine.closeAll();
    });
    for (const parts of menus.values()) {
      // Hover is for a mouse only: touch and keyboard never depend on it.
      this.#listen(parts.item, 'pointerenter', (e) => (e as PointerEvent).pointerType === 'mouse' && this.machine.hoverEnter(parts.id));
      this.#listen(parts.item, 'pointerleave', (e) => (e as PointerEvent).pointerType === 'mouse' && this.machine.hoverLeave(parts.id));
    }
    this.#listen(this.#win, 'resize', () => this.#applyLayout());
    this.#stops.push(() => this.#stopFlag?.());
    this.#followFlag(options.hoverFlag);
    // Flagged links inside the nav keep their box, unseen, until the flags are known (core/cloak.ts),
    // then follow them: known once ready, or off when no source can come (no <vt-analytics>, or one
    // never defined: settleFlagsWithoutSource).
    settleFlagsWithoutSource(this.#doc, clock);
    this.#stops.push(onFlagsState((state) => host.toggleAttribute('data-flags-known', state !== 'pending')));
    this.#applyLayout();
    host.setAttribute('data-ready', '');
  }

  /** A new data-hover-flag (issue 39): hover follows that flag from now on; open menus stay open. */
  setHoverFlag(hoverFlag: string | null): void {
    this.#stopFlag?.();
    this.#followFlag(hoverFlag);
    this.#applyHover();
  }

  /** New data-texts (issue 39): the buttons' names and the Back buttons change in place. */
  setTexts(texts: NavTexts): void {
    setTexts(this.markup.menus, texts);
  }

  /** Hover is on without a flag, else off until the flag is known to be true. */
  #followFlag(hoverFlag: string | null): void {
    this.#hoverFlag = hoverFlag === null;
    this.#stopFlag =
      hoverFlag === null
        ? undefined
        : onFlag(hoverFlag, (on) => {
            this.#hoverFlag = on;
            this.#applyHover();
          });
  }

  stop(): void {
    this.machine.closeAll();
    for (const stop of this.#stops.splice(0)) stop();
    this.#setHeaderRelative(false);
  }

  #listen(target: EventTarget, type: string, handler: (event: Event) => void): void {
    const safe = (event: Event) => {
      try {
        handler(event);
      } catch (error) {
        reportError(error, { source: TAG, event: type });
      }
    };
    this.#stops.push(listen(target, type, safe));
  }

  get #drawerLayout(): boolean {
    return this.#layout === 'drawer';
  }

  #applyLayout(): void {
    const { innerWidth: width, innerHeight: height } = this.#win;
    let layout = layoutFor(width);
    // Without a toggle the drawer could never open: the menu stays a bar of plain links (reported).
    if (layout === 'drawer' && !(this.markup.toggle && this.markup.top)) layout = 'bar';
    if (layout !== this.#layout) {
      this.machine.closeAll();
      this.#layout = layout;
      this.#host.setAttribute('data-layout', layout);
      this.#renderDrawer(false);
      this.#applyHover();
    } else this.#placeOpen(this.machine.state.open);
    this.#setHeaderRelative(headerRelative(width, height));
  }

  #applyHover(): void {
    this.machine.setHover(this.#layout !== null && hoverEnabled(this.#layout, this.#hoverFlag));
  }

  /** Spec §9: relatively positioned under 676 px tall in the desktop layout; its own inline style is put back after. */
  #setHeaderRelative(on: boolean): void {
    const header = this.#header;
    if (!header || header.classList.contains('vt-header--relative') === on) return;
    header.classList.toggle('vt-header--relative', on);
    if (on) this.#headerStyle = header.getAttribute('style');
    setStyle(header, this.#headerStyle, on ? 'position:relative' : '');
  }

  #onClick(event: MouseEvent): void {
    const target = event.target as Element;
    const button = target.closest('button');
    if (!button) return;
    if (button.matches('[data-menu-toggle]')) {
      if (this.#drawerLayout) this.machine.toggleDrawer();
    } else if (button.classList.contains('vt-nav__button')) {
      const id = button.getAttribute('aria-controls')!;
      this.machine.toggle(id);
      if (this.#drawerLayout && this.machine.isOpen(id)) this.markup.menus.get(id)?.back.focus();
    } else if (button.classList.contains('vt-nav__back-button')) {
      const closed = this.machine.back();
      if (closed) this.markup.menus.get(closed)?.button.focus();
    }
  }

  #onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      const result = this.machine.escape();
      if (!result) return;
      event.preventDefault();
      if ('closed' in result) this.markup.menus.get(result.closed)?.button.focus();
      else this.markup.toggle?.focus();
      return;
    }
    if (event.key === 'Tab' && this.machine.state.drawerOpen) return this.#trapTab(event);
    const active = event.target as HTMLElement;
    const list = active.parentElement?.parentElement;
    if (!list || list.localName !== 'ul' || !this.#host.contains(list)) return;
    const horizontal = list === this.markup.top && !this.#drawerLayout;
    // ArrowDown on a top-level button of the bar opens its sub-menu and goes to its first link.
    const parts = active.classList.contains('vt-nav__button') ? this.markup.menus.get(active.getAttribute('aria-controls')!) : undefined;
    if (horizontal && parts && event.key === 'ArrowDown') {
      event.preventDefault();
      this.machine.open(parts.id);
      listFocusables(parts.list)[0]?.focus();
      return;
    }
    const items = listFocusables(list);
    const next = moveIndex(event.key, items.indexOf(active), items.length, horizontal ? 'horizontal' : 'vertical');
    if (next === null) return;
    event.preventDefault();
    items[next]!.focus();
  }

  /** The open drawer keeps focus inside it: the toggle, then the drawer's shown links and buttons. */
  #trapTab(event: KeyboardEvent): void {
    const { toggle, top } = this.markup;
    const ring = [toggle!, ...focusables(top!)];
    const at = ring.indexOf(event.target as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? ring.length - 1 : at - 1) : at < 0 || at === ring.length - 1 ? 0 : at + 1;
    event.preventDefault();
    ring[next]!.focus();
  }

  /** Focus leaving the menu (Tab past its last link, to the search box or out of the page's nav) closes the bar's sub-menus (APG). */
  #onFocusOut(event: FocusEvent): void {
    const to = event.relatedTarget as Node | null;
    if (to && !this.markup.top?.contains(to) && !this.#drawerLayout) this.machine.closeAll();
  }

  #render(state: MenuState, previous: MenuState): void {
    for (const parts of this.markup.menus.values()) {
      const open = state.open.includes(parts.id);
      parts.button.setAttribute('aria-expanded', String(open));
      parts.list.hidden = !open;
      parts.item.classList.toggle('vt-nav__open', open);
      if (!open) unplace(parts.list);
    }
    this.#placeOpen(state.open);
    // In the drawer, the deepest open sub-menu is shown as its own level: the lists around it show
    // only the item that holds it.
    for (const list of this.#host.querySelectorAll('.vt-nav__covered')) list.classList.remove('vt-nav__covered');
    for (const id of state.open) this.markup.menus.get(id)!.item.parentElement!.classList.add('vt-nav__covered');
    if (state.drawerOpen !== previous.drawerOpen) this.#renderDrawer(state.drawerOpen);
  }

  /** In the bar, each open sub-menu (outermost first) where it covers no other item's link or button. */
  #placeOpen(open: readonly string[]): void {
    const { top, menus } = this.markup;
    if (!top || this.#drawerLayout) return;
    for (const id of open) place(menus.get(id)!.list, top);
  }

  #renderDrawer(open: boolean): void {
    const { toggle, top } = this.markup;
    if (!toggle || !top) return;
    toggle.setAttribute('aria-expanded', String(open));
    this.#host.toggleAttribute('data-drawer-open', open);
    // The top list is hidden behind the toggle only in the drawer layout.
    top.hidden = this.#drawerLayout && !open;
    if (open && !this.#unlock) {
      // Spec §4: the open menu locks the page's scroll (the core's lock: iOS-proof, counted with any open modal).
      const doc = this.#doc;
      lockScroll(this, doc);
      this.#unlock = () => unlockScroll(this, doc);
      this.#host.style.setProperty('--vt-nav-drawer-top', `${Math.max(0, (this.#header ?? toggle).getBoundingClientRect().bottom)}px`);
    } else if (!open && this.#unlock) {
      this.#unlock();
      this.#unlock = null;
    }
  }
}
