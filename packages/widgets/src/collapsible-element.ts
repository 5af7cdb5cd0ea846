/**
 * `<vt-collapsible>` (contract "Content widgets"; spec §2 collapsible sections, §4, §9): a
 * `[data-toggle]` button and a `[data-content]` block, collapsed below `data-breakpoint` px
 * (default 1044) and open at it and above, with the 300 ms collapse animation. Crossing the
 * breakpoint puts the side's default back; in between, the button opens and closes it.
 */
import { togglePair, WidgetElement } from './dom/parts';
import { breakpoint, COLLAPSE_MS, collapsedAt } from './core/rules';
import { Disclosure } from './dom/disclosure';
import { collapsibleRuntime } from './runtime-definition';

export class CollapsibleElement extends WidgetElement {
  static override definition = collapsibleRuntime;
  /** The disclosure, once set up (for scripts and tests). */
  disclosure: Disclosure | null = null;

  protected setUp(): () => void {
    const pair = togglePair(this, 'block');
    if (!pair) return () => {};
    const [toggle, content] = pair;
    const checked = breakpoint(this.read('data-breakpoint') as number | null);
    if (checked.error) this.reportOnce(checked.error, { attribute: 'data-breakpoint' });
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

CollapsibleElement.define();
