import { afterEach, describe, expect, it } from 'vitest';
import type { AuthorNode } from '../core/model';
import { readPage } from './read-page';

/** A node as tag, attributes, text and children, without the live element. */
const plain = (node: AuthorNode): unknown => ({
  tag: node.tag,
  attributes: node.attributes,
  text: node.text,
  children: node.children.map(plain),
});
const body = () => plain(readPage(document).root.children.find((child) => child.tag === 'body')!);

describe('readPage (issue 41: the live page as the checker reads it)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('reads tags and attribute names lower case, attributes as written, each element its own text and the live element', () => {
    document.body.innerHTML =
      '<VT-Lead-Wizard ID="signup" data-Action="Sell_Everything" data-step-name-to=" who "><p class="x">Hello {{first_name}}<b>!</b> and bye</p></VT-Lead-Wizard>';
    expect(body()).toEqual({
      tag: 'body',
      attributes: {},
      text: '',
      children: [
        {
          tag: 'vt-lead-wizard',
          attributes: { id: 'signup', 'data-action': 'Sell_Everything', 'data-step-name-to': ' who ' },
          text: '',
          children: [
            {
              tag: 'p',
              attributes: { class: 'x' },
              text: 'Hello {{first_name}} and bye',
              children: [{ tag: 'b', attributes: {}, text: '!', children: [] }],
            },
          ],
        },
      ],
    });
    const page = readPage(document);
    expect(page.root.tag).toBe('html');
    expect(page.root.ref).toBe(document.documentElement);
    const wizard = page.root.children[1]!.children[0]!;
    expect(wizard.ref).toBe(document.querySelector('vt-lead-wizard'));
    expect(wizard.line).toBeUndefined();
    expect(page.url).toBe(location.href);
  });

  it('reads a <template>’s content as its children, as the command line does', () => {
    document.body.innerHTML =
      '<vt-lead-wizard><template><div data-panel-type="form" data-id="later">Later</div></template></vt-lead-wizard>';
    const template = (body() as { children: { children: unknown[] }[] }).children[0]!.children[0];
    expect(template).toEqual({
      tag: 'template',
      attributes: {},
      text: '',
      children: [{ tag: 'div', attributes: { 'data-panel-type': 'form', 'data-id': 'later' }, text: 'Later', children: [] }],
    });
  });

  it('reads the meta tags as the elements do (core readMeta): the first of a name anywhere, as written', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><meta name="api-host" content="https://one.example"><meta name="api-host" content="https://two.example"><meta name="visitor-id" content=" 5b0e ">';
    document.body.innerHTML = '<meta name="segment-key" content="in-the-body"><meta name="visitor-id" content="body">';
    expect(readPage(document).meta).toEqual({ 'api-host': 'https://one.example', 'visitor-id': ' 5b0e ', 'segment-key': 'in-the-body' });
  });

  it('leaves out what the elements add to the page, and reads through the wrappers they put around the author’s nodes', () => {
    document.body.innerHTML = `
      <vt-course-card data-course='{}'><script type="application/json">{}</script><span data-vt-root><vt-course-card></vt-course-card></span></vt-course-card>
      <vt-scheduled-callback><div class="vt-callback"><input type="radio"></div></vt-scheduled-callback>
      <vt-cart-badge><span>Cart</span><a class="vt-cart-badge" href="/cart"></a></vt-cart-badge>
      <vt-lead-wizard><form><div class="vt-lead-wizard__progress"><progress></progress></div>
        <div data-panel-type="contact"><span class="vt-phone-country" data-vt-phone-country><select></select></span>
          <input name="phone" data-international><p class="vt-error-message">Required</p>
          <button data-next>Next</button><div class="vt-lead-wizard__submit-error"></div></div>
        <input type="hidden" name="country_code" data-vt-created></form></vt-lead-wizard>
      <vt-site-nav><nav><ul><li><a href="/a">A</a><button data-vt-nav></button><ul><li class="vt-nav__back" data-vt-nav><button></button></li><li><a href="/b">B</a></li></ul></li></ul></nav></vt-site-nav>
      <vt-carousel><div class="vt-carousel__controls"><button></button></div><div class="vt-carousel__track"><div>One</div><div>Two</div></div><div class="vt-carousel__picker"></div><div class="vt-carousel__status"></div></vt-carousel>
      <vt-expand-text><div class="vt-expand-text__content">Long <b>text</b></div><button class="vt-widget__button vt-expand-text__toggle"></button></vt-expand-text>
      <vt-share><div class="vt-share"></div></vt-share><vt-country-picker><span class="vt-country-picker"></span></vt-country-picker>
      <section class="vt-author-notice"><p>Author check</p></section>`;
    const tags = (node: AuthorNode): unknown => (node.children.length ? { [node.tag]: node.children.map(tags) } : node.tag);
    expect(tags(readPage(document).root.children[1]!)).toEqual({
      body: [
        { 'vt-course-card': ['script'] },
        'vt-scheduled-callback',
        { 'vt-cart-badge': ['span'] },
        { 'vt-lead-wizard': [{ form: [{ div: ['input', 'button'] }] }] },
        { 'vt-site-nav': [{ nav: [{ ul: [{ li: ['a', { ul: [{ li: ['a'] }] }] }] }] }] },
        { 'vt-carousel': ['div', 'div'] },
        { 'vt-expand-text': ['b'] },
        'vt-share',
        'vt-country-picker',
      ],
    });
    const expand = readPage(document).root.children[1]!.children[6]!;
    expect(expand.text).toBe('Long ');
  });
});
