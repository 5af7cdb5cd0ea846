/**
 * `<vt-collapsible>` (contract "Content widgets"; spec §2 collapsible sections, §4, §9): a
 * `[data-toggle]` button and a `[data-content]` block, collapsed below `data-breakpoint` px
 * (default 1044) and open at it and above, with the 300 ms collapse animation. Crossing the
 * breakpoint puts the side's default back; in between, the button opens and closes it. A new
 * `data-breakpoint` after start (issue 39) is followed at once: the visitor's open or closed block
 * is kept unless the window is now on the other side of it, whose state it takes as when crossing.
 */
import type { Config } from '@vt-elements/core';
import { togglePair, WidgetElement } from './dom/parts';
import { breakpoint, COLLAPSE_MS, collapsedAt } from './core/rules';
import { Disclosure } from './dom/disclosure';
import { collapsibleRuntime } from './runtime-definition';

export class CollapsibleElement extends WidgetElement<Config<typeof collapsibleRuntime>> {
  static override definition = collapsibleRuntime;
  /** The disclosure, once set up (for scripts and tests). */
  disclosure: Disclosure | null = null;

  protected setUp(): (() => void) | void {
    const pair = togglePair(this, 'block');
    if (!pair) {
      // Nothing to enhance: no follow (an earlier set-up's dropped), so a change sets it up again.
      this.follow = undefined;
      return;
    }
    const win = this.ownerDocument.defaultView!;
    const disclosure = (this.disclosure = new Disclosure(...pair, { animateMs: COLLAPSE_MS }));
    let at: number | undefined;
    let open: boolean | undefined;
    // The side of the breakpoint the window is on, by the rule: when it changes (a resize, or a new
    // data-breakpoint), that side's state, animated but at set-up; in between, the visitor's stays.
    const place = (animate?: unknown) => open !== (open = !collapsedAt(win.innerWidth, at)) && disclosure.set(open, !!animate);
    // data-breakpoint (a bad new one: reported, the last good one kept); the first call has no
    // argument (no animation), a change's has its names.
    (this.follow = (changed?: ReadonlySet<string>) => {
      at = this.checked(breakpoint, 'breakpoint', at);
      place(changed);
    })();
    win.addEventListener('resize', place);
    return () => {
      win.removeEventListener('resize', place);
      disclosure.destroy();
      this.disclosure = null;
    };
  }
}

CollapsibleElement.define();
