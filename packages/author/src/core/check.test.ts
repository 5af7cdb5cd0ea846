import { describe, expect, it } from 'vitest';
import { checkElement, checkPage } from './check';
import { FINDING_KINDS, type AuthorNode, type Finding, type PageModel } from './model';
import { back, h, leadForm, next, page, panel } from './test-page';

/** The kinds the tests below produced: every kind must be (the last test). */
const seen = new Set<string>();

/** The findings as plain texts (the element and node by tag and data-id), for exact comparisons. */
const texts = (findings: Finding[]) =>
  findings.map(
    ({ element, node, ...rest }) => (
      seen.add(rest.kind),
      {
        ...rest,
        element: element.tag,
        ...(node ? { node: node.attributes['data-id'] ?? node.tag } : {}),
      }
    ),
  );
const check = (p: PageModel) => texts(checkPage(p));
const checkBody = (...body: AuthorNode[]) => check(page({}, ...body));

const FAILS = 'The step fails: the visitor sees "Sorry, something went wrong" under the Next button and the lead is not sent.';

/** A form that sends its lead: contact details, then the submit step. */
const contact = () =>
  panel('form', 'contact', {}, h('h2', {}, 'Where can we reach you?'), h('input', { type: 'email', name: 'email' }), next());
const send = (attributes: Record<string, string> = {}) => panel('action', 'send', { 'data-action-name': 'submit', ...attributes });
const actions =
  '"check_email", "check_tutor_details", "check_tutor_phone", "new_contact", "new_tutor", "new_user", "update_contact", "new_callback"';

describe('vt- elements: tags, attributes and values (the definitions and their parsers)', () => {
  it('unknown-tag: a vt- tag the library has not, with the nearest tag', () => {
    expect(checkBody(h('vt-cart-bagde'), h('vt-my-widget'))).toEqual([
      {
        severity: 'error',
        kind: 'unknown-tag',
        element: 'vt-cart-bagde',
        problem: '<vt-cart-bagde> is not an element of the library.',
        fallback: 'Nothing upgrades it: the autoloader reports it as an unknown element and the browser shows its content as plain markup.',
        fix: 'Did you mean <vt-cart-badge>?',
      },
      expect.objectContaining({
        kind: 'unknown-tag',
        fix: "Use one of the library's tags (the nearest is <vt-cart-badge>), or name your own element without the vt- prefix.",
      }),
    ]);
  });

  it('unknown-attribute: an error when it nearly spells one of the element, a warning otherwise; global HTML and page attributes are fine', () => {
    const attributes = {
      'data-hreff': '/cart',
      'data-owner': 'me',
      id: 'cart',
      class: 'c',
      'aria-label': 'Cart',
      'data-flag': 'cart',
      onclick: '',
    };
    expect(checkBody(h('vt-cart-badge', attributes), h('vt-lead-wizard', { action: 'new_contact' }))).toEqual([
      {
        severity: 'error',
        kind: 'unknown-attribute',
        element: 'vt-cart-badge',
        attribute: 'data-hreff',
        problem: '<vt-cart-badge> has no attribute "data-hreff".',
        fallback: 'It ignores it.',
        fix: 'Did you mean "data-href"?',
      },
      {
        severity: 'warning',
        kind: 'unknown-attribute',
        element: 'vt-cart-badge',
        attribute: 'data-owner',
        problem: '<vt-cart-badge> has no attribute "data-owner".',
        fallback: 'It ignores it.',
        fix: 'Remove it, or use one of its attributes: "data-client-id", "data-href", "data-api-host", "data-texts".',
      },
      expect.objectContaining({ kind: 'unknown-attribute', attribute: 'action', fix: 'Did you mean "data-action"?' }),
    ]);
  });

  it("malformed-value: the parser's error, and its default as what the element does", () => {
    expect(checkBody(h('vt-carousel', { 'data-interval': 'fast' }), h('vt-cart-badge', { 'data-texts': '{"nope": "x"}' }))).toEqual([
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-carousel',
        attribute: 'data-interval',
        problem: 'data-interval "fast" is not valid: expected a number, got "fast".',
        fallback: 'It uses no value, as if the attribute were absent.',
        fix: 'Write a number (digits, with a dot for decimals), or remove the attribute to use the default. About data-interval: Autoplay interval in ms (default 7000).',
      },
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-cart-badge',
        attribute: 'data-texts',
        problem: `data-texts '{"nope": "x"}' is not valid: unknown text key "nope" (known: cart, cartOne, cartMany, overflow).`,
        fallback: 'It uses no value, as if the attribute were absent.',
        fix: "Write a value the attribute accepts, or remove the attribute to use the default. About data-texts: JSON object replacing any of its texts; defaults follow the page's lang (Spanish for es, es-MX…; English otherwise).",
      },
    ]);
    expect(checkBody(h('vt-course-search', { 'data-options': '{"engine":' }))).toEqual([
      expect.objectContaining({
        kind: 'malformed-value',
        // JSON.parse's own words (they vary with the engine).
        problem: expect.stringMatching(/^data-options '\{"engine":' is not valid: malformed JSON \(.+\)\.$/),
        fix: 'Write valid JSON (double quotes around names and text, no trailing commas), or remove the attribute to use the default. About data-options: JSON: {engine, filters, page, query, min_score, facets}.',
      }),
    ]);
  });

  it('enum-value: a value the enum has not, its values listed and the default used', () => {
    expect(checkBody(h('vt-carousel', { 'data-variant': 'singel' }))).toEqual([
      {
        severity: 'error',
        kind: 'enum-value',
        element: 'vt-carousel',
        attribute: 'data-variant',
        problem: 'data-variant "singel" is not one of the values <vt-carousel> allows.',
        fallback: 'It uses the default, "default".',
        fix: 'Did you mean "single"? Use one of "default", "single".',
      },
    ]);
  });

  it('duplicate-id: an element whose id an earlier element of the page has', () => {
    expect(checkBody(h('div', { id: 'share' }), h('vt-modal', { id: 'share' }))).toEqual([
      {
        severity: 'error',
        kind: 'duplicate-id',
        element: 'vt-modal',
        attribute: 'id',
        problem: 'id "share" is used by 2 elements of the page; this <vt-modal> is not the first.',
        fallback: 'Whatever names "share" (a trigger, a link, a script) finds the first of them, a <div>, not this one.',
        fix: 'Give each element its own id.',
      },
    ]);
  });

  it('[data-scroll-to]: a target the page has not (missing-target), or no target at all (malformed-value)', () => {
    const leftAlone = 'A click on it is left alone (a link still follows its href) and the page reports it.';
    expect(
      checkBody(
        h('a', { 'data-scroll-to': '#pricing' }),
        h('a', { 'data-scroll-to': '#faq' }),
        h('h2', { id: 'faq' }),
        h('a', { 'data-scroll-to': ' ' }),
      ),
    ).toEqual([
      {
        severity: 'error',
        kind: 'missing-target',
        element: 'a',
        attribute: 'data-scroll-to',
        problem: 'data-scroll-to "#pricing" names no element of the page: no id "pricing".',
        fallback: leftAlone,
        fix: 'Give the element to scroll to id="pricing", or name an id the page has.',
      },
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'a',
        attribute: 'data-scroll-to',
        problem: 'data-scroll-to " " is not a target like "#pricing".',
        fallback: leftAlone,
        fix: 'Write "#" and the id of the element to scroll to.',
      },
    ]);
  });
});

describe('missing-meta: the meta tags <vt-analytics> needs', () => {
  it("reports each required setting neither the page's meta nor the element gives, as the element's report names them", () => {
    const analytics = h('vt-analytics', { 'data-application-id': 'site' });
    expect(check(page({ 'vt-segment-write-key': 'key', 'vt-flags-client-id': ' ' }, analytics))).toEqual([
      {
        severity: 'error',
        kind: 'missing-meta',
        element: 'vt-analytics',
        attribute: 'data-flags-client-id',
        problem: 'The page has no <meta name="vt-flags-client-id"> and <vt-analytics> no data-flags-client-id.',
        fallback:
          'It reports "Missing meta tags: vt-flags-client-id, vt-tracker-endpoint" and runs without it: every flag reads false, so content with data-flag stays hidden.',
        fix: 'Add <meta name="vt-flags-client-id" content="…"> to the page\'s <head>, or data-flags-client-id="…" to <vt-analytics>.',
      },
      {
        severity: 'error',
        kind: 'missing-meta',
        element: 'vt-analytics',
        attribute: 'data-tracker-endpoint',
        problem: 'The page has no <meta name="vt-tracker-endpoint"> and <vt-analytics> no data-tracker-endpoint.',
        fallback:
          'It reports "Missing meta tags: vt-flags-client-id, vt-tracker-endpoint" and runs without it: the action tracker does not start.',
        fix: 'Add <meta name="vt-tracker-endpoint" content="…"> to the page\'s <head>, or data-tracker-endpoint="…" to <vt-analytics>.',
      },
    ]);
  });

  it('needs none when every setting is given', () => {
    const meta = { 'vt-segment-write-key': 'k', 'vt-flags-client-id': 'f', 'vt-tracker-endpoint': '/t', 'vt-application-id': 'a' };
    expect(check(page(meta, h('vt-analytics')))).toEqual([]);
  });
});

describe('lead form panels (the element’s readPanel)', () => {
  it('malformed-value and enum-value: what readPanel reports, on the panel, with what the form does instead', () => {
    const form = leadForm(
      { 'data-action': 'new_contact' },
      contact(),
      panel('action', 'route', {
        'data-action-name': 'go_to',
        'data-step-name-to': 'send',
        'data-conditions': '{"field":"email","value":"x"}',
      }),
      panel('action', 'groups', { 'data-action-name': 'option', 'data-options': '["small"]', 'data-js': '[{"href":"/x.js"}, "/y.js"]' }),
      panel('interstitial', 'wait', { 'data-delay': 'soon' }, 'Hold on'),
      panel('multi-choice', 'who', {}, h('input', { type: 'radio', name: 'who' }), next()),
      panel('multiple-choice', 'grade', { 'data-min': 'one' }, h('input', { type: 'checkbox', name: 'grade' }), next()),
      panel('action', 'jump', { 'data-action-name': 'goto' }),
      panel('action', 'nothing'),
      send(),
    );
    expect(checkBody(form)).toEqual([
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-lead-wizard',
        node: 'route',
        attribute: 'data-conditions',
        problem: 'data-conditions of panel "route" is not valid: expected a list of {"field","value"}.',
        fallback: 'It reads no conditions, so the step always applies.',
        fix: 'Write a JSON list of {"field", "value"} (value: a text, or a list of texts meaning any of them), e.g. [{"field":"who_needs_help","value":"My child"}].',
      },
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-lead-wizard',
        node: 'groups',
        attribute: 'data-options',
        problem: 'data-options of panel "groups" is not valid: expected a JSON map.',
        fallback: 'It uses no options: the step writes no fields.',
        fix: 'Write a JSON map (double quotes around names and text), e.g. {"action":"check_email"}.',
      },
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-lead-wizard',
        node: 'groups',
        attribute: 'data-js',
        problem: 'data-js of panel "groups" is not valid: ignoring {"href":"/x.js"} (needs a "src").',
        fallback: 'It ignores the entries it cannot read and loads the others.',
        fix: 'Write a JSON list of {"src", "integrity"}, e.g. [{"src":"/js/widget.js","integrity":"sha384-…"}].',
      },
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-lead-wizard',
        node: 'wait',
        attribute: 'data-delay',
        problem: 'data-delay of panel "wait" is not valid: expected seconds, got "soon".',
        fallback: 'It waits the default 3 seconds.',
        fix: 'Write a number of seconds, 0 or more, e.g. data-delay="2".',
      },
      {
        severity: 'error',
        kind: 'enum-value',
        element: 'vt-lead-wizard',
        node: 'who',
        attribute: 'data-panel-type',
        problem: 'data-panel-type "multi-choice" of panel "who" is not a panel type.',
        fallback: 'It treats it as a form panel, as if data-panel-type were "form".',
        fix: 'Did you mean "multiple-choice"? Use one of the panel types: "welcome", "multiple-choice", "interstitial", "confirm-checkmark", "action", "form".',
      },
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-lead-wizard',
        node: 'grade',
        attribute: 'data-min',
        problem: 'data-min "one" of panel "grade" is not a whole number of options.',
        fallback: 'It ignores it: no least number of options is checked.',
        fix: 'Write a whole number, 0 or more, e.g. data-min="1", or remove it.',
      },
      {
        severity: 'error',
        kind: 'enum-value',
        element: 'vt-lead-wizard',
        node: 'jump',
        attribute: 'data-action-name',
        problem: 'data-action-name "goto" of panel "jump" is not an action.',
        fallback: 'It skips the step.',
        fix: 'Did you mean "go_to"? Use one of the actions: "go_to", "redirect", "submit", "option".',
      },
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-lead-wizard',
        node: 'nothing',
        attribute: 'data-action-name',
        problem: 'Panel "nothing" is an action panel without data-action-name.',
        fallback: 'It skips the step.',
        fix: 'Add data-action-name, one of "go_to", "redirect", "submit", "option".',
      },
    ]);
  });

  it('malformed-value: malformed JSON in a panel attribute, in JSON.parse’s words', () => {
    const form = leadForm({ 'data-action': 'new_contact' }, contact(), send({ 'data-options': "{'action':'new_user'}" }));
    expect(checkBody(form)).toEqual([
      {
        severity: 'error',
        kind: 'malformed-value',
        element: 'vt-lead-wizard',
        node: 'send',
        attribute: 'data-options',
        problem: expect.stringMatching(/^data-options of panel "send" is not valid: malformed JSON \(.+\)\.$/),
        fallback: 'It uses no options: the step sends the form\'s data-action, "new_contact".',
        fix: 'Write a JSON map (double quotes around names and text), e.g. {"action":"check_email"}.',
      },
    ]);
  });

  it('unknown-attribute: a panel attribute that nearly spells one the form reads (an error when the panel lacks that one; others may be the page’s own)', () => {
    const form = leadForm(
      { 'data-action': 'new_contact' },
      panel('form', 'who', { 'data-tracking': 'who', 'data-delay': '1', 'data-dealy': '2' }, h('input', { name: 'who' }), next()),
      panel('action', 'route', { 'data-action-name': 'go_to', 'data-step-name_to': 'send' }),
      contact(),
      send(),
    );
    expect(checkBody(form)).toEqual([
      {
        severity: 'warning',
        kind: 'unknown-attribute',
        element: 'vt-lead-wizard',
        node: 'who',
        attribute: 'data-dealy',
        problem: 'Panel "who" has an attribute "data-dealy" the form does not read.',
        fallback: 'It ignores it.',
        fix: 'Did you mean "data-delay"?',
      },
      // One mistake, one finding: not also a go_to without data-step-name-to (missing-target).
      {
        severity: 'error',
        kind: 'unknown-attribute',
        element: 'vt-lead-wizard',
        node: 'route',
        attribute: 'data-step-name_to',
        problem: 'Panel "route" has an attribute "data-step-name_to" the form does not read.',
        fallback: 'It ignores it: for the form the panel has no data-step-name-to.',
        fix: 'Did you mean "data-step-name-to"?',
      },
    ]);
  });

  it('panel-without-id: the form names it panel-{index}', () => {
    const form = leadForm(
      { 'data-action': 'new_contact' },
      panel('form', null, {}, h('h2', {}, 'Where can we reach you?'), h('input', { name: 'email' }), next()),
      send(),
    );
    expect(checkBody(form)).toEqual([
      {
        severity: 'warning',
        kind: 'panel-without-id',
        element: 'vt-lead-wizard',
        node: 'div',
        attribute: 'data-id',
        problem: 'The 1st panel (data-panel-type="form") has no data-id.',
        fallback: 'The form calls it "panel-0" in its events and analytics, and no go_to, else or back target can name it.',
        fix: 'Give it a data-id that says what it is, e.g. data-id="where-can-we".',
      },
    ]);
  });

  it('duplicate-id: two panels with one data-id, the targets go to the first', () => {
    const form = leadForm(
      { 'data-action': 'new_contact' },
      contact(),
      panel('form', 'contact', {}, h('input', { name: 'phone_number' }), next()),
      send(),
    );
    expect(checkBody(form)).toEqual([
      {
        severity: 'error',
        kind: 'duplicate-id',
        element: 'vt-lead-wizard',
        node: 'contact',
        attribute: 'data-id',
        problem: 'Panel id "contact" is used by the 1st and the 2nd panels.',
        fallback:
          'Every go_to, else and back target "contact" goes to the first of them; this one is reached only from the panel before it.',
        fix: 'Give each panel its own data-id, e.g. data-id="contact-2" here.',
      },
    ]);
  });

  it('missing-target: go_to, else and back naming no panel (or an action step), and a data-replace(-target) id the page has not', () => {
    const form = leadForm(
      { 'data-action': 'new_contact', 'data-replace-target': '#intro' },
      panel('form', 'who', { 'data-replace': '#hero' }, h('input', { type: 'radio', name: 'who', value: 'Me' }), next()),
      panel('action', 'route', {
        'data-action-name': 'go_to',
        'data-conditions': '[{"field":"who","value":"Me"}]',
        'data-step-name-to': 'contcat',
        'data-step-name-else': 'elsewhere',
      }),
      panel('action', 'skip', { 'data-action-name': 'go_to' }),
      panel('form', 'contact', { 'data-back-target-id': 'whoo' }, h('input', { name: 'email' }), next()),
      panel('form', 'phone', { 'data-back-target-id': 'send' }, h('input', { name: 'phone_number' }), next()),
      send(),
    );
    const ids = '"who", "route", "skip", "contact", "phone", "send"';
    expect(checkBody(form)).toEqual([
      {
        severity: 'warning',
        kind: 'missing-target',
        element: 'vt-lead-wizard',
        attribute: 'data-replace-target',
        problem: 'data-replace-target "#intro" matches nothing on the page: no element has id "intro".',
        fallback: 'Back on the first panel does nothing visible: there is nothing to reveal, so the form stays.',
        fix: 'Give the element to reveal id="intro", or name one that exists.',
      },
      {
        severity: 'warning',
        kind: 'missing-target',
        element: 'vt-lead-wizard',
        node: 'who',
        attribute: 'data-replace',
        problem: 'data-replace "#hero" of panel "who" matches nothing on the page: no element has id "hero".',
        fallback: 'Showing the panel hides nothing.',
        fix: 'Give the element to hide id="hero", or name one that exists.',
      },
      {
        severity: 'error',
        kind: 'missing-target',
        element: 'vt-lead-wizard',
        node: 'route',
        attribute: 'data-step-name-to',
        problem: 'data-step-name-to "contcat" of panel "route" names no panel of the form.',
        fallback: 'When its conditions match, it goes on to the next panel, "skip".',
        fix: `Did you mean "contact"? Use one of the panels' data-ids: ${ids}.`,
      },
      {
        severity: 'error',
        kind: 'missing-target',
        element: 'vt-lead-wizard',
        node: 'route',
        attribute: 'data-step-name-else',
        problem: 'data-step-name-else "elsewhere" of panel "route" names no panel of the form.',
        fallback: 'When its conditions do not match, it goes on to the next panel, "skip".',
        fix: `Use one of the panels' data-ids: ${ids}.`,
      },
      {
        severity: 'error',
        kind: 'missing-target',
        element: 'vt-lead-wizard',
        node: 'skip',
        attribute: 'data-step-name-to',
        problem: 'Panel "skip" is a go_to step without data-step-name-to.',
        fallback: 'It goes on to the next panel, "contact".',
        fix: `Add data-step-name-to with the data-id of the panel to go to: ${ids}.`,
      },
      {
        severity: 'error',
        kind: 'missing-target',
        element: 'vt-lead-wizard',
        node: 'contact',
        attribute: 'data-back-target-id',
        problem: 'data-back-target-id "whoo" of panel "contact" names no panel of the form.',
        fallback: 'Back, on the panel shown after it, goes to the previous panel in the page instead.',
        fix: 'Did you mean "who"? Use the data-id of one of the panels it shows: "who", "contact", "phone".',
      },
      {
        severity: 'error',
        kind: 'missing-target',
        element: 'vt-lead-wizard',
        node: 'phone',
        attribute: 'data-back-target-id',
        problem: 'data-back-target-id "send" of panel "phone" names an action step, which is never shown.',
        fallback: 'Back, on the panel shown after it, goes to the previous panel in the page instead.',
        fix: 'Use the data-id of one of the panels it shows: "who", "contact", "phone".',
      },
    ]);
  });
});

describe('lead form flow (conditions, placeholders, actions, paths)', () => {
  it("unknown-field: a condition naming no field of the form never matches; a placeholder naming none shows ''", () => {
    const form = leadForm(
      { 'data-action': 'new_contact' },
      panel('multiple-choice', 'who', {}, h('input', { type: 'radio', name: 'who_needs_help', value: 'My child' }), next()),
      panel('action', 'route', {
        'data-action-name': 'go_to',
        'data-conditions': '[{"field":"who_need_help","value":"My child"}]',
        'data-step-name-to': 'grade',
        'data-step-name-else': 'contact',
      }),
      panel('form', 'grade', {}, h('select', { name: 'grade_level' }), next()),
      panel(
        'form',
        'contact',
        { 'data-markup': '<p>Hi {{ful_name}}</p><input name="full_name">' },
        h('h2', {}, 'Thanks, {{ name }}!'),
        next(),
      ),
      send(),
    );
    const fields = 'The form\'s fields: "correlation_id", "full_name", "grade_level", "leadform", "who_needs_help".';
    expect(checkBody(form)).toEqual([
      {
        severity: 'error',
        kind: 'unknown-field',
        element: 'vt-lead-wizard',
        node: 'route',
        attribute: 'data-conditions',
        problem: 'data-conditions of panel "route" names the field "who_need_help", which the form does not have.',
        fallback: 'The condition never matches (the form has no such value), so the step always goes to "contact".',
        fix: `Did you mean "who_needs_help"? Use the name of one of the form's fields: ${fields.slice(fields.indexOf('"'), -1)}.`,
      },
      {
        severity: 'error',
        kind: 'unknown-field',
        element: 'vt-lead-wizard',
        node: 'contact',
        problem: 'The placeholder {{name}} in panel "contact" names no field of the form.',
        fallback: 'It shows an empty text in its place.',
        fix: `Use the name of one of the form's fields: ${fields.slice(fields.indexOf('"'), -1)}.`,
      },
      {
        severity: 'error',
        kind: 'unknown-field',
        element: 'vt-lead-wizard',
        node: 'contact',
        attribute: 'data-markup',
        problem: 'The placeholder {{ful_name}} in the data-markup of panel "contact" names no field of the form.',
        fallback: 'It shows an empty text in its place.',
        fix: `Did you mean "full_name"? Use the name of one of the form's fields: ${fields.slice(fields.indexOf('"'), -1)}.`,
      },
    ]);
  });

  it('counts as fields what the element adds: option steps, the callback picker, the country of an international phone, what a call writes', () => {
    const form = leadForm(
      { 'data-action': 'new_user' },
      panel(
        'form',
        'contact',
        {},
        h('input', { type: 'tel', name: 'phone_number', 'data-international': '' }),
        h('vt-scheduled-callback'),
        next(),
      ),
      panel('action', 'group', { 'data-action-name': 'option', 'data-options': '{"group_type":"small","action":"x"}' }),
      send(),
      panel(
        'action',
        'next',
        {
          'data-action-name': 'redirect',
          'data-url': '/welcome',
          'data-conditions': JSON.stringify(
            ['day_to_call', 'time_to_call', 'dialer_consent_accepted', 'country_code', 'group_type', 'user_id'].map((field) => ({
              field,
              value: 'x',
            })),
          ),
        },
        h('p', {}, '{{group_type}} {{user_id}}'),
      ),
      panel('action', 'skip', {
        'data-action-name': 'go_to',
        'data-step-name-to': 'send',
        'data-conditions': '[{"field":"action","value":"x"}]',
      }),
    );
    expect(checkBody(form).filter((f) => f.kind === 'unknown-field')).toEqual([
      expect.objectContaining({
        node: 'skip',
        problem: 'data-conditions of panel "skip" names the field "action", which the form does not have.',
      }),
    ]);
  });

  it('action-not-allowed: a submit step whose action is none of the form’s (its data-options, or no data-action at all)', () => {
    expect(checkBody(leadForm({ 'data-action': 'new_user' }, contact(), send({ 'data-options': '{"action":"check_emial"}' })))).toEqual([
      {
        severity: 'error',
        kind: 'action-not-allowed',
        element: 'vt-lead-wizard',
        node: 'send',
        attribute: 'data-options',
        problem: 'Panel "send" asks for the action "check_emial" in its data-options, which is not one of the form\'s actions.',
        fallback: FAILS,
        fix: `Did you mean "check_email"? Use one of the actions: ${actions}.`,
      },
    ]);
    expect(checkBody(leadForm({}, contact(), send()))).toEqual([
      {
        severity: 'error',
        kind: 'action-not-allowed',
        element: 'vt-lead-wizard',
        node: 'send',
        problem:
          'Panel "send" is a submit step with no action: <vt-lead-wizard> has no data-action and the step\'s data-options no "action".',
        fallback: FAILS,
        fix: `Give <vt-lead-wizard> a data-action (one of ${actions}), or the step data-options='{"action":"new_contact"}'.`,
      },
    ]);
  });

  it('action-not-allowed: a tutor call in a lead form (or a lead call in a tutor form)', () => {
    expect(
      checkBody(leadForm({ 'data-action': 'new_contact' }, contact(), send({ 'data-options': '{"action":"check_tutor_phone"}' }))),
    ).toEqual([
      {
        severity: 'error',
        kind: 'action-not-allowed',
        element: 'vt-lead-wizard',
        node: 'send',
        attribute: 'data-options',
        problem: 'Panel "send" sends "check_tutor_phone", a tutor action, in a form whose data-action "new_contact" is a lead action.',
        fallback:
          "It makes the tutor call with this form's values (a tutor payload from a lead form's fields), and if the flow ends after it, the visitor goes to /tutor-application/thank-you, the tutor thank-you route.",
        fix: 'Use one of the lead actions: "check_email", "new_contact", "new_user", "update_contact", "new_callback".',
      },
    ]);
  });

  it("a wrong data-action is one finding, on the element, saying which submit steps fail (as the issue's example)", () => {
    expect(checkBody(leadForm({ 'data-action': 'sell_everything' }, contact(), send(), send({ 'data-id': 'again' })))).toEqual([
      {
        severity: 'error',
        kind: 'enum-value',
        element: 'vt-lead-wizard',
        attribute: 'data-action',
        problem: 'data-action "sell_everything" is not one of the values <vt-lead-wizard> allows.',
        fallback:
          'The form has no action, so its submit steps "send", "again" fail: the visitor sees "Sorry, something went wrong" and the lead is not sent.',
        fix: `Use one of ${actions}.`,
      },
    ]);
  });

  it('runaway-path: a go_to going back loops past 30 steps (the visitor is stuck when only action steps loop)', () => {
    const edit = leadForm(
      { 'data-action': 'new_contact' },
      contact(),
      panel('form', 'review', {}, h('input', { type: 'checkbox', name: 'change' }), next()),
      panel('action', 'again', {
        'data-action-name': 'go_to',
        'data-conditions': '[{"field":"change","value":"on"}]',
        'data-step-name-to': 'contact',
        'data-step-name-else': 'send',
      }),
      send(),
    );
    expect(checkBody(edit)).toEqual([
      {
        severity: 'error',
        kind: 'runaway-path',
        element: 'vt-lead-wizard',
        node: 'again',
        attribute: 'data-step-name-to',
        problem: 'Panel "again" goes back to "contact" (data-step-name-to): the path from "contact" loops and runs over 30 steps.',
        fallback: "The form runs, but its progress bar leaves this path out when it counts the steps ('N of M').",
        fix: 'Point data-step-name-to at a panel further on: a path that can come back here never ends within 30 steps.',
      },
    ]);
    const stuck = leadForm(
      { 'data-action': 'new_contact' },
      contact(),
      panel('action', 'one', { 'data-action-name': 'go_to', 'data-step-name-to': 'two' }),
      panel('action', 'two', { 'data-action-name': 'go_to', 'data-step-name-to': 'one' }),
      send(),
    );
    expect(checkBody(stuck)).toEqual([
      {
        severity: 'error',
        kind: 'runaway-path',
        element: 'vt-lead-wizard',
        node: 'two',
        attribute: 'data-step-name-to',
        problem: 'Panel "two" goes back to "one" (data-step-name-to): the path from "contact" loops and runs over 30 steps.',
        fallback: 'The visitor is stuck: the form goes round the loop of action steps, reports a runaway flow and does not move on.',
        fix: 'Point data-step-name-to at a panel further on, or give the loop a panel to show.',
      },
    ]);
  });

  it('runaway-path: a path longer than 30 steps, and paths that multiply beyond counting', () => {
    const long = leadForm(
      { 'data-action': 'new_contact' },
      ...Array.from({ length: 31 }, (_, i) => panel('form', `q${i + 1}`, {}, h('input', { name: `q${i + 1}` }), next())),
      send(),
    );
    expect(checkBody(long)).toEqual([
      {
        severity: 'error',
        kind: 'runaway-path',
        element: 'vt-lead-wizard',
        problem: 'A path from "q1" runs over 30 steps.',
        fallback: "The form runs, but its progress bar leaves this path out when it counts the steps ('N of M').",
        fix: 'Keep every path within 30 steps: break the loops between its go_to steps, or split the form.',
      },
    ]);
    const loop = (id: string) =>
      panel('action', id, {
        'data-action-name': 'go_to',
        'data-conditions': '[{"field":"email","value":"a"}]',
        'data-step-name-to': 'x',
        'data-step-name-else': 'y',
      });
    expect(checkBody(leadForm({ 'data-action': 'new_contact' }, contact(), loop('x'), loop('y'), send()))).toEqual([
      {
        severity: 'error',
        kind: 'runaway-path',
        element: 'vt-lead-wizard',
        problem: 'The paths from "contact" multiply beyond counting: go_to steps with conditions loop back into each other.',
        fallback:
          'Counting the steps for its progress bar follows every path: the page stops responding once the visitor leaves the first panel.',
        fix: 'Break the loops: point the go_to steps (data-step-name-to, data-step-name-else) at panels further on.',
      },
    ]);
  });

  it('no-submit: a path that ends, or leaves by a redirect, without a submit step', () => {
    const form = leadForm(
      { 'data-action': 'new_contact' },
      panel('multiple-choice', 'who', {}, h('input', { type: 'radio', name: 'who', value: 'Me' }), next()),
      panel('action', 'not-a-fit', {
        'data-action-name': 'redirect',
        'data-conditions': '[{"field":"who","value":"Other"}]',
        'data-url': '/sorry',
      }),
      panel('action', 'route', {
        'data-action-name': 'go_to',
        'data-conditions': '[{"field":"who","value":"Me"}]',
        'data-step-name-to': 'contact',
        'data-step-name-else': 'bye',
      }),
      contact(),
      send(),
      panel('action', 'thanks', { 'data-action-name': 'redirect', 'data-url': '/thanks' }),
      panel('form', 'bye', {}, h('p', {}, 'Maybe later.'), back()),
    );
    expect(checkBody(form)).toEqual([
      {
        severity: 'error',
        kind: 'no-submit',
        element: 'vt-lead-wizard',
        node: 'not-a-fit',
        problem: 'The path "who" → "not-a-fit" ends at the redirect step "not-a-fit" without reaching a submit step.',
        fallback: 'The visitor leaves by the redirect and the lead is never sent.',
        fix: 'Add a submit step (data-action-name="submit") on this path before "not-a-fit".',
      },
      {
        severity: 'error',
        kind: 'no-submit',
        element: 'vt-lead-wizard',
        node: 'bye',
        problem: 'The path "who" → "not-a-fit" → "route" → "bye" ends after panel "bye" without reaching a submit step.',
        fallback:
          'The lead is never sent: after "bye" there is no panel to show, so the form reports that the flow ends and the visitor stays.',
        fix: 'Add a submit step (data-action-name="submit") after "bye", or a go_to to one.',
      },
    ]);
  });

  it('checks nothing in a lead form without a <form> (the element enhances none)', () => {
    expect(checkBody(h('vt-lead-wizard', { 'data-action': 'new_contact' }, panel('action', 'x', { 'data-action-name': 'go_to' })))).toEqual(
      [],
    );
  });
});

describe('clean pages', () => {
  it("examples/lead-wizard.html's form has no finding", () => {
    const radio = (name: string, value: string) => h('label', {}, h('input', { type: 'radio', name, value }), ` ${value}`);
    const form = h(
      'vt-lead-wizard',
      {
        id: 'home-lead',
        class: 'lead-form',
        'data-action': 'new_contact',
        'data-history': 'true',
        'data-replace-target': '#lead-intro',
        'data-redirect-url': '/contacts/marketing/thank-you',
      },
      h(
        'form',
        { 'aria-label': 'Request a tutor', novalidate: '' },
        h('input', { type: 'hidden', name: 'leadform', value: 'home-hero' }),
        panel('welcome', 'welcome', {}, h('h2', {}, 'Find a tutor in minutes'), h('div', { class: 'actions' }, back(), next())),
        panel(
          'multiple-choice',
          'who',
          { 'data-min': '1', 'data-max': '1' },
          h(
            'fieldset',
            {},
            h('legend', {}, h('h2', {}, 'Who needs tutoring?')),
            radio('who_needs_help', 'My child'),
            radio('who_needs_help', 'Myself'),
          ),
          h('div', { class: 'actions' }, back(), next()),
        ),
        panel('action', 'route-by-who', {
          'data-action-name': 'go_to',
          'data-conditions': '[{"field":"who_needs_help","value":"My child"}]',
          'data-step-name-to': 'grade',
          'data-step-name-else': 'matching',
        }),
        panel(
          'multiple-choice',
          'grade',
          { 'data-min': '1', 'data-max': '1' },
          h('fieldset', {}, radio('grade_level', 'Elementary'), radio('grade_level', 'College')),
          back(),
          next(),
        ),
        panel(
          'interstitial',
          'matching',
          { 'data-delay': '2' },
          h('h2', {}, 'Tutoring for “{{who_needs_help}}”: we match learners with tutors every day.'),
        ),
        panel(
          'form',
          'contact',
          {},
          h('h2', {}, 'Where can we reach you?'),
          h('input', { id: 'lead-full-name', type: 'text', name: 'full_name', autocomplete: 'name', required: '' }),
          h('input', { id: 'lead-email', type: 'email', name: 'email', required: '' }),
          h('input', { id: 'lead-phone', type: 'tel', name: 'phone_number', required: '' }),
          h('input', { id: 'lead-zip', type: 'text', name: 'zip_code', inputmode: 'numeric' }),
          h('label', {}, h('input', { type: 'checkbox', name: 'dialer_consent_accepted', value: 'true', required: '' })),
          back(),
          next(),
        ),
        send(),
        panel('action', 'thank-you', {
          'data-action-name': 'redirect',
          'data-conditions': '[]',
          'data-url': '/contacts/marketing/thank-you',
        }),
      ),
    );
    expect(checkBody(h('div', { id: 'lead-intro', hidden: '' }), form, h('button', { type: 'button', 'data-get-started': '' }))).toEqual(
      [],
    );
  });

  it("examples/all.html's elements have no finding", () => {
    const meta = { 'visitor-id': '5b0e6f0e-8c1e-4c53-9d5f-2f4f1b6f0a11' };
    const course =
      '{"id":"item-2001","catalog_type":"catalog-items-v1","title":"Algebra 1 Bootcamp","details_page":"/classes/algebra-1-bootcamp"}';
    const body = [
      h(
        'vt-site-nav',
        { class: 'site-nav', 'data-hover-flag': 'hover-menu' },
        h(
          'nav',
          {},
          h('vt-navbar-search', { class: 'site-search', 'data-search-key': 'search-demo-key' }),
          h('a', { href: '/sign-in', 'data-flag': 'show-sign-in' }),
          h('vt-cart-badge', { 'data-href': '/cart' }),
        ),
      ),
      h('h2', { id: 'lead-heading' }, 'Request a call'),
      leadForm(
        { class: 'lead-form', 'data-action': 'new_contact', 'data-redirect-url': '/contacts/marketing/thank-you' },
        panel(
          'form',
          'contact',
          {},
          h('input', { type: 'text', name: 'full_name' }),
          h('input', { type: 'tel', name: 'phone_number' }),
          next(),
        ),
        panel(
          'form',
          'when',
          {},
          h('h3', {}, 'When should we call, {{full_name}}?'),
          h('vt-scheduled-callback', {
            'data-tou': 'true',
            'data-brand': 'varsity-tutors',
            'data-schedule-email': 'schedule@example.com',
            'data-support-phone': '+1 (800) 555-0199',
          }),
          back(),
          next(),
        ),
        send(),
        panel('action', 'thank-you', {
          'data-action-name': 'redirect',
          'data-conditions': '[]',
          'data-url': '/contacts/marketing/thank-you',
        }),
      ),
      h('vt-course-card', { 'data-share-url': 'https://www.example.com/', 'data-course': course }),
      h('vt-course-list-item', { 'data-course': course }),
      h('vt-course-search', {
        'data-target-id': 'all-class-results',
        'data-search-url': '/course-search',
        'data-templates-url': '/course-search/templates',
      }),
      h('button', { type: 'button', 'data-modal-trigger': 'all-share', 'aria-haspopup': 'dialog' }),
      h(
        'vt-modal',
        { id: 'all-share' },
        h('dialog', {}, h('button', { 'data-modal-close': '' }), h('vt-share', { 'data-title': 'All elements' })),
      ),
      h('vt-locale-suggest'),
      h('a', { href: '#all-faq', 'data-scroll-to': '#all-faq' }),
      h('vt-expand-text', {}, h('p', {}, 'Work one-on-one with an expert tutor.')),
      h('vt-collapsible', {}, h('button', { 'data-toggle': '' }), h('ul', { 'data-content': '' })),
      h('vt-dropdown', {}, h('button', { 'data-toggle': '' }), h('ul', { 'data-content': '' })),
      h('vt-show-more', { 'data-visible': '2', 'data-more-label': 'More reviews', 'data-less-label': 'Fewer reviews' }, h('ul')),
      h('vt-accordion', {}, h('details', { open: '' })),
      h('h3', { id: 'all-faq' }, 'Questions'),
      h('vt-faq', {}, h('button', { 'data-expand-all': '' }), h('details')),
      h('h3', { id: 'all-reviews' }, 'What families say'),
      h(
        'vt-carousel',
        { 'data-variant': 'single', 'data-autoplay': 'true', 'aria-labelledby': 'all-reviews' },
        h('blockquote'),
        h('blockquote'),
      ),
      h('vt-bio-cards', {}, h('div', { 'data-card': '' }, h('div', { 'data-bio': '' }))),
      h('vt-country-picker', {}, h('nav', { 'aria-label': 'Country' })),
    ];
    expect(check(page(meta, ...body))).toEqual([]);
  });
});

describe('checkPage and checkElement', () => {
  it('gives the findings in document order, and checkElement those of one element and its content', () => {
    const wizard = leadForm(
      { 'data-action': 'new_contact', 'data-histroy': 'true' },
      panel('form', 'contact', { 'data-back-target-id': 'x' }, h('input', { name: 'email' }), next()),
      send(),
    );
    const nested = h('vt-site-nav', { 'data-hover-flagg': 'x' }, h('vt-cart-badge', { 'data-hreff': '/cart' }));
    const whole = page({}, h('vt-cart-bagde'), wizard, nested);
    expect(texts(checkPage(whole)).map((f) => [f.element, f.node ?? '', f.attribute ?? f.kind])).toEqual([
      ['vt-cart-bagde', '', 'unknown-tag'],
      ['vt-lead-wizard', '', 'data-histroy'],
      ['vt-lead-wizard', 'contact', 'data-back-target-id'],
      ['vt-site-nav', '', 'data-hover-flagg'],
      ['vt-cart-badge', '', 'data-hreff'],
    ]);
    expect(texts(checkElement(nested, whole)).map((f) => f.element)).toEqual(['vt-site-nav', 'vt-cart-badge']);
    expect(checkElement(wizard, whole)).toHaveLength(2);
  });

  it('every kind of finding has its test above (a new kind in model.ts needs one)', () => {
    expect([...FINDING_KINDS].filter((kind) => !seen.has(kind))).toEqual([]);
  });
});
