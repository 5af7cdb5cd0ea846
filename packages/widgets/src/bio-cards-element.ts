/**
 * `<vt-bio-cards>` (contract "Content widgets"; spec §2 employee block): cards each with a
 * `[data-bio]` block. Clicking (tapping) a card shows its bio and hides any other; the bio's close
 * button hides it and returns focus to the card's button; Escape does the same. A card is the
 * `[data-card]` around a bio, else the bio's parent. Each card's button (its `[data-toggle]`, else
 * an added 'Read bio' button described by the card's heading) carries aria-expanded and
 * aria-controls; the close button is the bio's `[data-close]`, else an added 'Close' button. A new
 * `data-texts` after start (issue 39) relabels the added buttons at once; the bio shown stays shown.
 */
import type { Config } from '@vt-elements/core';
import { makeButton, WidgetElement } from './dom/parts';
import { Disclosure } from './dom/disclosure';
import { bioCardsRuntime, KEYS } from './runtime-definition';
import { ensureId } from './dom/disclosure';

export class BioCardsElement extends WidgetElement<Config<typeof bioCardsRuntime>> {
  static override definition = bioCardsRuntime;

  protected setUp(): () => void {
    const doc = this.ownerDocument;
    /** The buttons it added, with the text each shows. */
    const added: [HTMLElement, (typeof KEYS.bioCards)[number]][] = [];
    const add = (key: (typeof added)[number][1], className: string) => {
      const button = makeButton(doc, className);
      added.push([button, key]);
      return button;
    };
    const cards: { card: HTMLElement; disclosure: Disclosure; close: HTMLElement }[] = [];
    const bios = this.own('[data-bio]');
    if (!bios.length) this.reportOnce('holds no cards with a [data-bio] block');
    for (const bio of bios) {
      const card = bio.closest<HTMLElement>('[data-card]') ?? bio.parentElement!;
      let toggle = [...card.querySelectorAll<HTMLElement>('[data-toggle]')].find((el) => !bio.contains(el));
      if (!toggle) {
        toggle = add('showBio', 'vt-bio-cards__toggle');
        const heading = card.querySelector('h1,h2,h3,h4,h5,h6');
        if (heading && !bio.contains(heading)) toggle.setAttribute('aria-describedby', ensureId(heading, 'vt-bio'));
        bio.before(toggle);
      }
      let close = bio.querySelector<HTMLElement>('[data-close]');
      if (!close) bio.append((close = add('close', 'vt-bio-cards__close')));
      const disclosure = new Disclosure(toggle, bio, {
        onChange: (open) => {
          if (open) for (const other of cards) if (other.disclosure !== disclosure && other.disclosure.open) other.disclosure.set(false);
        },
      });
      cards.push({ card, disclosure, close });
    }
    const entryOf = (target: Element) => cards.find(({ card }) => card.contains(target));
    const hide = (entry: (typeof cards)[number]) => {
      entry.disclosure.set(false);
      entry.disclosure.button.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const entry = entryOf(target);
      if (!entry) return;
      if (entry.close.contains(target)) {
        event.preventDefault();
        return hide(entry);
      }
      // The card's own button, links and controls do their own thing; anywhere else opens it.
      if (target.closest('a,button,input,select,textarea,summary,[role=button],[data-bio]')) return;
      entry.disclosure.set(true);
    };
    const onKey = (event: KeyboardEvent) => {
      const entry = event.key === 'Escape' ? entryOf(event.target as Element) : undefined;
      if (entry?.disclosure.open) hide(entry);
    };
    // Its texts read afresh: a new data-texts shows at once, the bio shown kept.
    const name = () => {
      const texts = this.widgetTexts(KEYS.bioCards);
      for (const [button, key] of added) button.textContent = texts[key];
    };
    (this.follow = name)();
    this.addEventListener('click', onClick);
    this.addEventListener('keydown', onKey);
    return () => {
      this.removeEventListener('click', onClick);
      this.removeEventListener('keydown', onKey);
      for (const { disclosure } of cards) disclosure.destroy();
      for (const [button] of added) button.remove();
    };
  }
}

BioCardsElement.define();
