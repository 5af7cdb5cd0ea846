/**
 * `<vt-collapsible>` (contract "Content widgets"; spec §2 collapsible sections, §4, §9): a
 * `[data-toggle]` button and a `[data-content]` block, collapsed below `data-breakpoint` px
 * (default 1044) and open at it and above, with the 300 ms collapse animation. Crossing the
 * breakpoint puts the side's default back; in between, the button opens and closes it.
 */
import { breakpoint, COLLAPSE_MS, collapsedAt } from './core/rules';
import { Disclosure } from './dom/disclosure';
import { define, reportOnce, Widget } from './dom/widget';
import { collapsibleRuntime } from './runtime-definition';

export class CollapsibleElement extends Widget {
  static override runtime = collapsibleRuntime;
  /** The disclosure, once set up (for scripts and tests). */
  disclosure: Disclosure | null = null;

  protected setUp(): () => void {
    const toggle = this.own('[data-toggle]')[0];
    const content = this.own('[data-content]')[0];
    if (!toggle || !content) {
      reportOnce(this.tag, `needs a [data-toggle] button and a [data-content] block; its content stays shown`);
      return () => {};
    }
    const checked = breakpoint(this.read('data-breakpoint') as number | null);
    if (checked.error) reportOnce(this.tag, checked.error, { attribute: 'data-breakpoint' });
    const win = this.ownerDocument.defaultView!;
    const wide = win.matchMedia(`(min-width: ${checked.value}px)`);
    // The media query tells when the width crosses the breakpoint; the rule says which side is open.
    const open = () => !collapsedAt(win.innerWidth, checked.value);
    const disclosure = new Disclosure(toggle, content, { open: open(), animateMs: COLLAPSE_MS });
    this.disclosure = disclosure;
    const onChange = () => disclosure.set(open(), true);
    wide.addEventListener('change', onChange);
    return () => {
      wide.removeEventListener('change', onChange);
      disclosure.destroy();
      this.disclosure = null;
    };
  }
}

define(CollapsibleElement);
