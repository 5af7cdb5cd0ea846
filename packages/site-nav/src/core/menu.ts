/**
 * The navigation's state machine (spec §2 Navigation, §4 Navbar), with no DOM: which sub-menus are
 * open, whether the mobile drawer is open, and the hover timers. Time comes from an injected clock.
 *
 * Levels: the top list is level 0 and each nested list one deeper, at most level 4 (MAX_LEVELS).
 * The open sub-menus form one path from the top (`open[0]` is the open level-1 sub-menu, `open[1]`
 * the level-2 one inside it…), which is what "one open per level" means for nested lists: opening
 * a sub-menu closes its open sibling and everything below it.
 */
import type { Clock } from '@vt-elements/core';
import { HOVER_DELAY_MS } from './layout';

export interface SubMenu {
  id: string;
  /** The sub-menu this one is nested in; null for a sub-menu of the top list. */
  parent: string | null;
}

export interface MenuState {
  /** The open path, outermost first. */
  open: readonly string[];
  drawerOpen: boolean;
}

/** What Escape did: closed the innermost sub-menu (focus returns to its button), or the drawer (focus returns to the toggle). */
export type EscapeResult = { closed: string } | { drawer: true } | null;

export class MenuMachine {
  #parents = new Map<string, string | null>();
  #state: MenuState = { open: [], drawerOpen: false };
  #timers = new Map<string, unknown>();
  #hover = false;
  /** Sub-menus hover opened that no click has met yet: see toggle(). */
  #byHover = new Set<string>();

  constructor(
    menus: readonly SubMenu[],
    private readonly clock: Clock,
    private readonly onChange: (state: MenuState, previous: MenuState) => void,
  ) {
    for (const { id, parent } of menus) this.#parents.set(id, parent);
  }

  get state(): MenuState {
    return this.#state;
  }

  isOpen(id: string): boolean {
    return this.#state.open.includes(id);
  }

  /** Opens a sub-menu (and the ones around it); its open sibling and that one's sub-menus close. */
  open(id: string): void {
    if (!this.#parents.has(id)) return;
    this.#set({ open: this.#path(id) });
  }

  /** Closes a sub-menu and every sub-menu inside it. */
  close(id: string): void {
    const at = this.#state.open.indexOf(id);
    if (at >= 0) this.#set({ open: this.#state.open.slice(0, at) });
  }

  /**
   * A click on a sub-menu's button. The first click on one that hover opened keeps it open: the
   * pointer rests on the button before the click lands, so hover may open it first (200 ms), and
   * closing it then would undo what the visitor clicked for.
   */
  toggle(id: string): void {
    // The click decides: a hover timer still pending for this sub-menu is void.
    this.#cancel(id);
    if (this.#byHover.delete(id)) return;
    if (this.isOpen(id)) this.close(id);
    else this.open(id);
  }

  /** Goes up one level (the drawer's back button): closes the innermost sub-menu; returns it. */
  back(): string | null {
    const innermost = this.#state.open.at(-1) ?? null;
    if (innermost) this.close(innermost);
    return innermost;
  }

  /** Escape closes the innermost open sub-menu; with none open, the drawer. */
  escape(): EscapeResult {
    const closed = this.back();
    if (closed) return { closed };
    if (this.#state.drawerOpen) {
      this.closeDrawer();
      return { drawer: true };
    }
    return null;
  }

  /** A click or tap outside the navigation closes everything. */
  closeAll(): void {
    this.#cancelTimers();
    this.#set({ open: [], drawerOpen: false });
  }

  openDrawer(): void {
    this.#set({ drawerOpen: true });
  }

  /** Closing the drawer closes its levels too: it opens again at the top. */
  closeDrawer(): void {
    this.#set({ open: [], drawerOpen: false });
  }

  toggleDrawer(): void {
    if (this.#state.drawerOpen) this.closeDrawer();
    else this.openDrawer();
  }

  /** Hover opening on or off (desktop layout and the hover flag); off cancels pending timers. */
  setHover(enabled: boolean): void {
    this.#hover = enabled;
    if (!enabled) this.#cancelTimers();
  }

  /**
   * The pointer entered the item holding sub-menu `id`: it opens after 200 ms unless the pointer
   * leaves first; a close pending for it or an item around it is cancelled (crossing a gap back in
   * does not flicker).
   */
  hoverEnter(id: string): void {
    if (!this.#hover || !this.#parents.has(id)) return;
    for (const around of this.#path(id)) if (around !== id && this.isOpen(around)) this.#cancel(around);
    this.#cancel(id);
    if (!this.isOpen(id))
      this.#schedule(id, () => {
        this.open(id);
        this.#byHover.add(id);
      });
  }

  /** The pointer left the item holding sub-menu `id`: a pending open is cancelled, an open one closes after 200 ms. */
  hoverLeave(id: string): void {
    if (!this.#hover) return;
    this.#cancel(id);
    if (this.isOpen(id)) this.#schedule(id, () => this.close(id));
  }

  #path(id: string): string[] {
    const path: string[] = [];
    for (let at: string | null | undefined = id; at; at = this.#parents.get(at)) path.unshift(at);
    return path;
  }

  #schedule(id: string, run: () => void): void {
    this.#timers.set(
      id,
      this.clock.setTimeout(() => {
        this.#timers.delete(id);
        run();
      }, HOVER_DELAY_MS),
    );
  }

  #cancel(id: string): void {
    if (!this.#timers.has(id)) return;
    this.clock.clearTimeout(this.#timers.get(id));
    this.#timers.delete(id);
  }

  #cancelTimers(): void {
    for (const id of [...this.#timers.keys()]) this.#cancel(id);
  }

  #set(change: Partial<MenuState>): void {
    const previous = this.#state;
    const next = { ...previous, ...change };
    if (next.drawerOpen === previous.drawerOpen && next.open.join('\n') === previous.open.join('\n')) return;
    this.#state = next;
    // A sub-menu that closed by any means has no hover timer left to reopen or re-close it.
    for (const id of previous.open)
      if (!next.open.includes(id)) {
        this.#cancel(id);
        this.#byHover.delete(id);
      }
    this.onChange(next, previous);
  }
}
