import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/console';
import { captureReports } from '@vt-elements/core/testing';
import { Disclosure } from './dom/disclosure';

/** The dom layer in happy-dom (no layout: expand-text's measuring is covered in Chromium, tests/browser/widgets.test.ts). */
const reported = captureReports();
beforeAll(async () => {
  await import('./index');
});
beforeEach(() => {});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function mount(html: string): Promise<HTMLElement> {
  document.body.innerHTML = html;
  await tick();
  return document.body.firstElementChild as HTMLElement;
}
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

describe('the disclosure primitive', () => {
  it('names its panel (generating an id), reflects aria-expanded, toggles on click and gives the markup back', () => {
    document.body.innerHTML = '<span id="b">Topics</span><div>Panel</div>';
    const button = $('#b');
    const panel = $('div');
    const changes: boolean[] = [];
    const d = new Disclosure(button, panel, { onChange: (open) => changes.push(open) });
    expect(panel.id).toMatch(/^vt-widget-\d+$/);
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Not a <button>: it gets the role, focus and Enter/Space.
    expect(button.getAttribute('role')).toBe('button');
    expect(button.tabIndex).toBe(0);
    expect(panel.hidden).toBe(true);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(d.open).toBe(true);
    expect(panel.hidden).toBe(false);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(changes).toEqual([false, true, false]);
    d.destroy();
    expect(panel.hidden).toBe(false);
    expect(button.hasAttribute('role')).toBe(false);
    expect(button.hasAttribute('aria-expanded')).toBe(false);
  });
  it('keeps the CMS’s own id', () => {
    document.body.innerHTML = '<button>T</button><div id="mine">P</div>';
    new Disclosure($('button'), $('#mine'));
    expect($('button').getAttribute('aria-controls')).toBe('mine');
  });
});

describe('<vt-collapsible> (spec §9 1044 px)', () => {
  it('is collapsed below the breakpoint (happy-dom’s 1024 px window) and opened by its button', async () => {
    const el = await mount('<vt-collapsible><button data-toggle>Topics</button><ul data-content><li>Algebra</li></ul></vt-collapsible>');
    expect(el.hasAttribute('data-ready')).toBe(true);
    expect($('ul').hidden).toBe(true);
    $('button').click();
    expect($('ul').hidden).toBe(false);
    expect($('button').getAttribute('aria-expanded')).toBe('true');
  });
  it('is open at and above data-breakpoint', async () => {
    await mount('<vt-collapsible data-breakpoint="800"><button data-toggle>T</button><div data-content>C</div></vt-collapsible>');
    expect($('[data-content]').hidden).toBe(false);
  });
  it('reports a missing part once and leaves its content shown', async () => {
    expectConsoleError(
      '[vt-elements] vt-collapsible: <vt-collapsible> needs a [data-toggle] button and a [data-content] block; its content stays shown',
    );
    await mount('<vt-collapsible><div data-content>C</div></vt-collapsible>');
    expect($('[data-content]').hidden).toBe(false);
    expect(reported).toEqual(['<vt-collapsible> needs a [data-toggle] button and a [data-content] block; its content stays shown']);
  });
});

describe('<vt-accordion>', () => {
  it('opening one closes the others; several open in the markup keep the first; nested accordions are their own group', async () => {
    await mount(`<vt-accordion id="outer">
      <details open><summary>A</summary>a
        <vt-accordion><details open><summary>A1</summary></details><details><summary>A2</summary></details></vt-accordion>
      </details>
      <details open><summary>B</summary>b</details>
      <details><summary>C</summary>c</details></vt-accordion>`);
    const outer = [...document.querySelectorAll<HTMLDetailsElement>('#outer > details')];
    expect(outer.map((d) => d.open)).toEqual([true, false, false]);
    expect(new Set(outer.map((d) => d.name)).size).toBe(1);
    const inner = [...document.querySelectorAll<HTMLDetailsElement>('#outer vt-accordion details')];
    expect(inner[0]!.name).not.toBe(outer[0]!.name);
    outer[2]!.open = true;
    outer[2]!.dispatchEvent(new Event('toggle'));
    expect(outer.map((d) => d.open)).toEqual([false, false, true]);
    expect(inner[0]!.open).toBe(true);
  });
  it('an empty accordion is reported, no error', async () => {
    expectConsoleError('[vt-elements] vt-accordion: <vt-accordion> holds no <details> blocks: nothing to open or close');
    await mount('<vt-accordion></vt-accordion>');
    expect(reported).toEqual(['<vt-accordion> holds no <details> blocks: nothing to open or close']);
  });
});

describe('<vt-faq>', () => {
  it('Expand all opens every block, then Collapse all closes them; aria-controls names each block', async () => {
    await mount(
      '<vt-faq><button data-expand-all>Expand all</button><details><summary>Q1</summary>A1</details><details id="q2"><summary>Q2</summary>A2</details></vt-faq>',
    );
    const button = $('[data-expand-all]');
    const blocks = [...document.querySelectorAll('details')];
    expect(button.getAttribute('aria-controls')).toBe(`${blocks[0]!.id} q2`);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    expect(blocks.every((d) => d.open)).toBe(true);
    expect(button.textContent).toBe('Collapse all');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    expect(blocks.some((d) => d.open)).toBe(false);
    expect(button.textContent).toBe('Expand all');
  });
  it('adds the button when the markup has none, in Spanish on a Spanish page', async () => {
    await mount('<div lang="es"><vt-faq><details><summary>P</summary>R</details></vt-faq></div>');
    expect($('.vt-faq__expand-all').textContent).toBe('Expandir todo');
  });
});

describe('<vt-show-more>', () => {
  const list = (n: number) => `<ul>${Array.from({ length: n }, (_, i) => `<li>Item ${i + 1}</li>`).join('')}</ul>`;
  it('shows the first 3, More shows all, Fewer goes back; labels from data-more-label / data-less-label', async () => {
    await mount(`<vt-show-more data-more-label="more" data-less-label="less">${list(5)}</vt-show-more>`);
    const items = [...document.querySelectorAll('li')];
    expect(items.map((li) => li.hidden)).toEqual([false, false, false, true, true]);
    const button = $('.vt-show-more__toggle');
    expect(button.textContent).toBe('more');
    expect(button.getAttribute('aria-controls')).toBe($('ul').id);
    button.click();
    expect(items.every((li) => !li.hidden)).toBe(true);
    expect(button.textContent).toBe('less');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
  it('has no button when every item is shown; a bad data-visible is reported and 3 used', async () => {
    expectConsoleError('[vt-elements] vt-show-more: <vt-show-more> data-visible must be a whole number of 0 or more, got -2; showing 3');
    await mount(`<vt-show-more>${list(3)}</vt-show-more>`);
    expect(document.querySelector('button')).toBeNull();
    await mount(`<vt-show-more data-visible="-2">${list(4)}</vt-show-more>`);
    expect([...document.querySelectorAll('li')].filter((li) => li.hidden)).toHaveLength(1);
    expect(reported).toEqual(['<vt-show-more> data-visible must be a whole number of 0 or more, got -2; showing 3']);
  });
  it('works on a table’s rows (the previous-table toggle), with More / Fewer', async () => {
    await mount(`<vt-show-more data-visible="1"><table><tbody><tr><td>1</td></tr><tr><td>2</td></tr></tbody></table></vt-show-more>`);
    expect([...document.querySelectorAll('tr')].map((tr) => tr.hidden)).toEqual([false, true]);
    expect($('table').nextElementSibling!.textContent).toBe('More');
  });
  it('removed, it gives every item back', async () => {
    const el = await mount(`<vt-show-more>${list(5)}</vt-show-more>`);
    const items = [...document.querySelectorAll('li')];
    el.remove();
    await tick();
    expect(items.every((li) => !li.hidden)).toBe(true);
    expect(el.querySelector('button')).toBeNull();
  });
});

describe('<vt-dropdown>', () => {
  it('opens from its button; a press outside and Escape close it; Escape returns focus to the button', async () => {
    await mount(
      '<div><vt-dropdown><button data-toggle>Subjects</button><ul data-content><li><a href="#x">Algebra</a></li></ul></vt-dropdown><p id="out">out</p></div>',
    );
    const button = $('[data-toggle]');
    const panel = $('[data-content]');
    expect(panel.hidden).toBe(true);
    button.click();
    expect(panel.hidden).toBe(false);
    $('#out').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(panel.hidden).toBe(true);
    button.click();
    $('a').focus();
    $('a').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});

describe('<vt-bio-cards>', () => {
  it('a click on a card shows its bio and hides the other; close hides it and focuses the card’s button', async () => {
    await mount(`<vt-bio-cards>
      <div data-card id="c1"><h3>Ann</h3><p class="role">Director</p><div data-bio>Ann's bio</div></div>
      <div data-card id="c2"><h3>Bo</h3><div data-bio>Bo's bio<button data-close>Close</button></div></div></vt-bio-cards>`);
    const bios = [...document.querySelectorAll<HTMLElement>('[data-bio]')];
    expect(bios.map((b) => b.hidden)).toEqual([true, true]);
    const toggles = [...document.querySelectorAll<HTMLElement>('.vt-bio-cards__toggle')];
    expect(toggles.map((t) => t.textContent)).toEqual(['Read bio', 'Read bio']);
    expect(toggles[0]!.getAttribute('aria-describedby')).toBe($('#c1 h3').id);
    $('#c1 .role').click();
    expect(bios.map((b) => b.hidden)).toEqual([false, true]);
    toggles[1]!.click();
    expect(bios.map((b) => b.hidden)).toEqual([true, false]);
    $('#c2 [data-close]').click();
    expect(bios[1]!.hidden).toBe(true);
    expect(document.activeElement).toBe(toggles[1]);
    // The added Close button of the first card.
    toggles[0]!.click();
    $('#c1 .vt-bio-cards__close').click();
    expect(bios[0]!.hidden).toBe(true);
  });
});

describe('bad input', () => {
  it('empty widgets: no error, each problem reported once a page (the collapsible’s was reported above)', async () => {
    expectConsoleError(
      '[vt-elements] vt-faq: <vt-faq> holds no <details> blocks: no expand-all button',
      '[vt-elements] vt-show-more: <vt-show-more> holds no items to show',
      '[vt-elements] vt-dropdown: <vt-dropdown> needs a [data-toggle] button and a [data-content] panel; its content stays shown',
      '[vt-elements] vt-bio-cards: <vt-bio-cards> holds no cards with a [data-bio] block',
    );
    document.body.innerHTML =
      '<vt-collapsible></vt-collapsible><vt-faq></vt-faq><vt-expand-text></vt-expand-text><vt-show-more></vt-show-more><vt-dropdown></vt-dropdown><vt-bio-cards></vt-bio-cards>';
    await tick();
    expect(reported.sort()).toEqual([
      '<vt-bio-cards> holds no cards with a [data-bio] block',
      '<vt-dropdown> needs a [data-toggle] button and a [data-content] panel; its content stays shown',
      '<vt-faq> holds no <details> blocks: no expand-all button',
      '<vt-show-more> holds no items to show',
    ]);
    expect(document.querySelectorAll('[data-ready]').length).toBe(6);
  });
  it('a malformed data-texts is reported and the defaults kept', async () => {
    expectConsoleError(
      '[vt-elements] vt-show-more: <vt-show-more> data-texts: malformed JSON (Unexpected end of JSON input); using the default.',
    );
    await mount(`<vt-show-more data-texts='{"more":'><ul><li>1</li><li>2</li><li>3</li><li>4</li></ul></vt-show-more>`);
    expect($('.vt-show-more__toggle').textContent).toBe('More');
    expect(reported[0]).toMatch(/^<vt-show-more> data-texts: malformed JSON/);
  });
  it('a widget inside another (a dropdown in a collapsible) is driven by its own element only', async () => {
    await mount(`<vt-collapsible><button data-toggle id="outer">T</button><div data-content id="oc">
      <vt-dropdown><button data-toggle id="inner">S</button><div data-content id="ic">P</div></vt-dropdown></div></vt-collapsible>`);
    await tick();
    expect($('#outer').getAttribute('aria-controls')).toBe('oc');
    expect($('#inner').getAttribute('aria-controls')).toBe('ic');
    $('#outer').click();
    $('#inner').click();
    expect($('#oc').hidden).toBe(false);
    expect($('#ic').hidden).toBe(false);
  });
  it('moved in the page it keeps running; removed it stops and shows its content', async () => {
    const el = await mount('<vt-collapsible><button data-toggle>T</button><div data-content>C</div></vt-collapsible>');
    const host = document.createElement('section');
    document.body.append(host);
    host.append(el);
    await tick();
    expect(el.hasAttribute('data-ready')).toBe(true);
    expect($('[data-content]').hidden).toBe(true);
    el.remove();
    await tick();
    expect(el.hasAttribute('data-ready')).toBe(false);
    expect(el.querySelector<HTMLElement>('[data-content]')!.hidden).toBe(false);
  });
});

describe('<vt-carousel> (contract; spec §4 Carousel, §9; no layout here: tests/browser/carousel.test.ts measures)', () => {
  const SLIDES = '<article class="card">One</article><article class="card">Two</article><article class="card">Three</article>';
  const current = () => [...document.querySelectorAll('.vt-carousel__pick')].map((b) => b.getAttribute('aria-current'));
  const inert = () => [...document.querySelectorAll<HTMLElement>('.vt-carousel__slide')].map((s) => s.inert);

  it('is an APG carousel: a labelled region, slides as groups labelled N of M, previous/next and a picker', async () => {
    const el = await mount(`<vt-carousel data-label="Reviews">${SLIDES}</vt-carousel>`);
    expect(el.getAttribute('role')).toBe('region');
    expect(el.getAttribute('aria-roledescription')).toBe('carousel');
    expect(el.getAttribute('aria-label')).toBe('Reviews');
    const slides = [...document.querySelectorAll('.vt-carousel__slide')];
    expect(slides.map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')])).toEqual([
      ['group', 'slide', '1 of 3'],
      ['group', 'slide', '2 of 3'],
      ['group', 'slide', '3 of 3'],
    ]);
    expect(slides[0]!.parentElement!.className).toBe('vt-carousel__track');
    expect($('.vt-carousel__previous').getAttribute('aria-controls')).toBe($('.vt-carousel__track').id);
    expect(document.querySelector('.vt-carousel__rotation')).toBeNull();
    expect(current()).toEqual(['true', 'false', 'false']);
    expect(inert()).toEqual([false, true, true]);
    $('.vt-carousel__next').click();
    expect(current()).toEqual(['false', 'true', 'false']);
    expect(inert()).toEqual([true, false, true]);
    expect($('.vt-carousel__status').textContent).toBe('2 of 3');
    expect($('.vt-carousel__status').getAttribute('aria-live')).toBe('polite');
    $('.vt-carousel__previous').click();
    $('.vt-carousel__previous').click();
    expect(current()).toEqual(['false', 'false', 'true']);
    document.querySelectorAll<HTMLElement>('.vt-carousel__pick')[0]!.click();
    expect(current()).toEqual(['true', 'false', 'false']);
    expect(document.querySelectorAll('.vt-carousel__pick')[1]!.getAttribute('aria-label')).toBe('Slide 2');
  });

  it('autoplays every data-interval ms, pauses on hover and focus, stops for good after a press; the rotation button restarts it', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = `<vt-carousel data-autoplay="true" data-interval="3000">${SLIDES}</vt-carousel>`;
      await vi.advanceTimersByTimeAsync(0);
      const rotation = $('.vt-carousel__rotation');
      expect(rotation.textContent).toBe('Stop automatic slide show');
      expect(rotation.nextElementSibling).toBe($('.vt-carousel__previous'));
      expect($('.vt-carousel__status').getAttribute('aria-live')).toBe('off');
      vi.advanceTimersByTime(2999);
      expect(current()).toEqual(['true', 'false', 'false']);
      vi.advanceTimersByTime(1);
      expect(current()).toEqual(['false', 'true', 'false']);
      const el = $('vt-carousel');
      el.dispatchEvent(new Event('pointerenter'));
      vi.advanceTimersByTime(10_000);
      expect(current()).toEqual(['false', 'true', 'false']);
      expect($('.vt-carousel__status').getAttribute('aria-live')).toBe('polite');
      el.dispatchEvent(new Event('pointerleave'));
      vi.advanceTimersByTime(3000);
      expect(current()).toEqual(['false', 'false', 'true']);
      $('.card').dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(rotation.textContent).toBe('Start automatic slide show');
      vi.advanceTimersByTime(30_000);
      expect(current()).toEqual(['false', 'false', 'true']);
      rotation.click();
      expect(rotation.textContent).toBe('Stop automatic slide show');
      vi.advanceTimersByTime(3000);
      expect(current()).toEqual(['true', 'false', 'false']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Spanish texts follow the page’s lang; data-texts replaces them; a bad interval is reported once', async () => {
    expectConsoleError('[vt-elements] vt-carousel: <vt-carousel> data-interval must be 1000 ms or more, got 5; using 7000');
    await mount(`<div lang="es"><vt-carousel data-autoplay data-interval="5" data-texts='{"next":"Otra"}'>${SLIDES}</vt-carousel></div>`);
    expect($('.vt-carousel__previous').textContent).toBe('Diapositiva anterior');
    expect($('.vt-carousel__next').textContent).toBe('Otra');
    expect($('.vt-carousel__slide').getAttribute('aria-label')).toBe('1 de 3');
    expect(reported).toEqual(['<vt-carousel> data-interval must be 1000 ms or more, got 5; using 7000']);
  });

  it('each slide is a div (role group) around the CMS’s item, which keeps its own role: an <article> or a <figure> with a caption may not take group (issue 50, axe aria-allowed-role)', async () => {
    await mount(
      '<vt-carousel><figure id="f"><blockquote>Q</blockquote><figcaption>Who</figcaption></figure><article aria-labelledby="h"><h3 id="h">Card</h3></article></vt-carousel>',
    );
    const slides = [...document.querySelectorAll('.vt-carousel__track > *')];
    expect(slides.map((s) => [s.localName, s.className, s.getAttribute('role'), s.getAttribute('aria-roledescription')])).toEqual([
      ['div', 'vt-carousel__slide', 'group', 'slide'],
      ['div', 'vt-carousel__slide', 'group', 'slide'],
    ]);
    expect(slides.map((s) => [s.firstElementChild!.localName, s.firstElementChild!.getAttribute('role')])).toEqual([
      ['figure', null],
      ['article', null],
    ]);
    // Labelled as the CMS labelled its item (its heading), else 'N of M'.
    expect(slides.map((s) => [s.getAttribute('aria-labelledby'), s.getAttribute('aria-label')])).toEqual([
      [null, '1 of 2'],
      ['h', null],
    ]);
  });

  it('one slide: no controls, no autoplay; empty: reported once; removed: the markup as the CMS wrote it', async () => {
    expectConsoleError('[vt-elements] vt-carousel: <vt-carousel> holds no slides: nothing to show');
    await mount('<vt-carousel data-autoplay="true"><p class="card">Only</p></vt-carousel>');
    expect(document.querySelector('.vt-carousel__rotation')).toBeNull();
    expect($('.vt-carousel__controls').hidden).toBe(true);
    expect($('.vt-carousel__picker').hidden).toBe(true);
    await mount('<vt-carousel></vt-carousel><vt-carousel> </vt-carousel>');
    expect(reported).toEqual(['<vt-carousel> holds no slides: nothing to show']);
    const html = `<vt-carousel data-autoplay="true" aria-label="Mine">${SLIDES}</vt-carousel>`;
    const el = await mount(html);
    el.remove();
    await tick();
    expect(el.outerHTML).toBe(html);
  });
});

describe('after start (issue 39): attributes and properties followed in place', () => {
  const tick0 = () => Promise.resolve();
  const SLIDES = '<article class="card">One</article><article class="card">Two</article><article class="card">Three</article>';
  const current = () => [...document.querySelectorAll('.vt-carousel__pick')].map((b) => b.getAttribute('aria-current'));

  it('<vt-carousel>: a burst of five attributes in one task updates once, in place: the slide shown, its buttons and a visitor’s stop kept', async () => {
    const el = await mount(`<vt-carousel data-autoplay="true">${SLIDES}</vt-carousel>`);
    const { CarouselElement } = await import('./index');
    const update = vi.spyOn(CarouselElement.prototype as unknown as { update: () => void }, 'update');
    const next = $('.vt-carousel__next');
    next.click();
    // The visitor stops the autoplay (its button).
    $('.vt-carousel__rotation').click();
    expect($('.vt-carousel__rotation').textContent).toBe('Start automatic slide show');
    el.setAttribute('data-variant', 'single');
    el.setAttribute('data-interval', '2000');
    el.setAttribute('data-label', 'Cards');
    el.setAttribute('data-texts', '{"next":"Forward","start":"Go"}');
    (el as unknown as { interval: number }).interval = 3000;
    await tick0();
    expect(update).toHaveBeenCalledTimes(1);
    expect($('.vt-carousel__next')).toBe(next);
    expect(next.textContent).toBe('Forward');
    expect(el.getAttribute('aria-label')).toBe('Cards');
    expect(current()).toEqual(['false', 'true', 'false']);
    expect($('.vt-carousel__rotation').textContent).toBe('Go');
    // Removed: the markup as the CMS wrote it, however many changes it followed.
    const html = el.outerHTML;
    expect(html).toContain('data-label="Cards"');
    el.remove();
    await tick();
    expect(el.querySelector('.vt-carousel__track')).toBeNull();
    expect(el.hasAttribute('aria-label')).toBe(false);
    expect(el.hasAttribute('role')).toBe(false);
    expect(document.querySelectorAll('.card[aria-label]')).toHaveLength(0);
  });

  it('<vt-carousel>: a new data-autoplay adds or takes away the rotation button; a bad new interval is reported and the last good kept', async () => {
    expectConsoleError('[vt-elements] vt-carousel: <vt-carousel> data-interval must be 1000 ms or more, got 20; using 2000');
    vi.useFakeTimers();
    try {
      document.body.innerHTML = `<vt-carousel data-interval="2000">${SLIDES}</vt-carousel>`;
      await vi.advanceTimersByTimeAsync(0);
      const el = $('vt-carousel');
      expect(document.querySelector('.vt-carousel__rotation')).toBeNull();
      (el as unknown as { autoplay: boolean }).autoplay = true;
      await vi.advanceTimersByTimeAsync(0);
      expect($('.vt-carousel__controls').firstElementChild).toBe($('.vt-carousel__rotation'));
      el.setAttribute('data-interval', '20');
      await vi.advanceTimersByTimeAsync(1999);
      expect(current()).toEqual(['true', 'false', 'false']);
      await vi.advanceTimersByTimeAsync(1);
      expect(current()).toEqual(['false', 'true', 'false']);
      expect(reported).toEqual(['<vt-carousel> data-interval must be 1000 ms or more, got 20; using 2000']);
      el.removeAttribute('data-autoplay');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(document.querySelector('.vt-carousel__rotation')).toBeNull();
      expect(current()).toEqual(['false', 'true', 'false']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('<vt-show-more>: new labels and count keep it expanded; one that fits every item sets it up again without a button', async () => {
    const el = await mount(`<vt-show-more data-visible="1"><ul><li>1</li><li>2</li><li>3</li></ul></vt-show-more>`);
    const hidden = () => [...document.querySelectorAll('li')].map((li) => li.hidden);
    const button = $('.vt-show-more__toggle');
    button.click();
    el.setAttribute('data-less-label', 'Less');
    (el as unknown as { visible: number }).visible = 2;
    await tick0();
    expect(button.textContent).toBe('Less');
    expect(hidden()).toEqual([false, false, false]);
    button.click();
    expect(hidden()).toEqual([false, false, true]);
    el.setAttribute('data-visible', '3');
    await tick0();
    expect(document.querySelector('.vt-show-more__toggle')).toBeNull();
    expect(hidden()).toEqual([false, false, false]);
  });

  it('<vt-collapsible>: set up with nothing to enhance, a change sets it up again (no follow left from an earlier set-up)', async () => {
    const el = await mount('<vt-collapsible><p>No toggle</p></vt-collapsible>');
    expect(el.hasAttribute('data-ready')).toBe(true);
    el.innerHTML = '<button data-toggle>T</button><div data-content>C</div>';
    el.setAttribute('data-breakpoint', '10');
    await tick0();
    expect($('button').getAttribute('aria-expanded')).toBe('true');
  });
});
