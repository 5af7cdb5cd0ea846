import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import '@vt-elements/locale/locale-suggest-element';
import '@vt-elements/locale/country-picker-element';
import { countryPickerDefinition, localeSuggestDefinition } from '@vt-elements/locale/definition';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor, renderElement } from './element-story';
import { exactly, SLOW } from './play';

type Args = Record<string, unknown>;

/**
 * `<vt-locale-suggest>` and `<vt-country-picker>` on a US page whose <head> lists its Canadian and
 * British versions (added by the loader). The demo's /router_loc answers the country named by
 * `?country=` in data-router-url (packages/demo-api/src/locale.ts). The elements' navigation is
 * cancelled (vt-locale-change is cancelable), so the plays assert where they would go.
 */
const ALTERNATES = () => [
  // The page itself (Storybook's canvas, wherever it is served): the US page lists itself.
  ['en-us', location.pathname],
  ['en-ca', '/en-ca/'],
  ['en-gb', '/en-gb/'],
];

const meta: Meta<Args> = {
  title: 'Elements/Locale suggestion',
  argTypes: argTypesFor(localeSuggestDefinition),
  args: { 'data-router-url': '/router_loc?country=CA' },
  parameters: docsFor(localeSuggestDefinition),
  render: (args) => renderElement(localeSuggestDefinition, args),
  loaders: [
    () => {
      // A fresh visitor on a page with alternates.
      document.cookie = 'preferred_locale=; Max-Age=0; Path=/';
      document.head.querySelectorAll('link[data-story-alternate]').forEach((link) => link.remove());
      for (const [hreflang, href] of ALTERNATES()) {
        const link = document.createElement('link');
        Object.assign(link, { rel: 'alternate', hreflang, href: href! });
        link.dataset.storyAlternate = '';
        document.head.append(link);
      }
    },
  ],
  beforeEach: () => {
    heard.length = 0;
    const hear = (event: Event) => {
      if (event.type === 'vt-locale-change') event.preventDefault();
      heard.push(event as CustomEvent);
    };
    document.addEventListener('vt-locale-change', hear);
    window.addEventListener('vt-error', hear);
    return async () => {
      document.removeEventListener('vt-locale-change', hear);
      window.removeEventListener('vt-error', hear);
      // The page closing the question stores this page's locale, in the close event a task later:
      // the cookie is cleared after it, or the next story (the picker's) starts with 'en-us'.
      await Promise.all(
        [...document.querySelectorAll('dialog[open]')].map((dialog) => {
          const closed = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
          (dialog as HTMLDialogElement).close();
          return closed;
        }),
      );
      document.cookie = 'preferred_locale=; Max-Age=0; Path=/';
    };
  },
};
export default meta;

type Story = StoryObj<Args>;

const heard: CustomEvent[] = [];
const changes = () => heard.filter((e) => e.type === 'vt-locale-change').map((e) => e.detail as { country: string; url: string | null });
const reported = () => heard.filter((e) => e.type === 'vt-error').map((e) => (e.detail as { error: Error }).error.message);
/** Where 'Yes' goes: the alternate, keeping this page's query string (Storybook's ?id=…). */
const alternate = (path: string) => {
  const url = new URL(path, location.href);
  url.search = location.search;
  return url.href;
};
const cookie = () => /(?:^|; )preferred_locale=([^;]*)/.exec(document.cookie)?.[1] ?? null;

async function question(name: string): Promise<HTMLDialogElement> {
  const dialog = (await within(document.body).findByRole('dialog', { name }, SLOW)) as HTMLDialogElement;
  expect(dialog.open).toBe(true);
  return dialog;
}

/** A Canadian visitor on the US page is offered the Canadian page; 'Yes' stores en-ca and goes there. */
export const CanadianVisitorSaysYes: Story = {
  play: async () => {
    const dialog = await question('Go to our Canada site?');
    expect(within(dialog).getByText(exactly('There is a Canada version of this page.'))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(cookie()).toBe('en-ca');
    expect(changes()).toEqual([{ country: 'CA', url: alternate('/en-ca/') }]);
  },
};

/** A British visitor says 'No, stay here': this page's locale (en-us) is stored, so nothing is asked again. */
export const BritishVisitorStays: Story = {
  args: { 'data-router-url': '/router_loc?country=GB' },
  play: async () => {
    const dialog = await question('Go to our United Kingdom site?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, stay here' }));
    await waitFor(() => expect(cookie()).toBe('en-us'), SLOW);
    expect(dialog.open).toBe(false);
    expect(changes()).toEqual([{ country: 'US', url: null }]);
  },
};

/**
 * A US visitor on the US page: nothing to offer, nothing shows. Waited on a positive signal, not
 * a sleep: the element has read /router_loc's answer (its body, seen through a fetch wrapped
 * before the story renders), and a task has passed since, in which the flow (core/suggest-flow.ts:
 * parse, compare, decide, all in that answer's microtasks) has decided. An offer would go on to
 * fetch the dialog's code: none is asked for.
 */
export const SameCountry: Story = {
  args: { 'data-router-url': '/router_loc?country=US' },
  beforeEach: () => {
    const original = window.fetch;
    dialogCodeBefore = dialogCode();
    routerRead = new Promise<void>((read) => {
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await original(...args);
        if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('/router_loc')) {
          const text = response.text.bind(response);
          response.text = () => text().finally(read);
        }
        return response;
      };
    });
    return () => {
      window.fetch = original;
    };
  },
  play: async () => {
    await routerRead;
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(dialogCode()).toBe(dialogCodeBefore);
    expect(changes()).toEqual([]);
    expect(reported()).toEqual([]);
  },
};
/** Resolves once the element has read /router_loc's answer (SameCountry). */
let routerRead: Promise<void> = Promise.resolve();
/** How many times the page has fetched the dialog's code (its chunk; once in a canvas at most, then cached). */
const dialogCode = () => performance.getEntriesByType('resource').filter((e) => /suggest-dialog/.test(e.name)).length;
let dialogCodeBefore = 0;

/** /router_loc fails (HTTP 500): reported once, nothing shows. */
export const RouterFails: Story = {
  args: { 'data-router-url': '/router_loc?country=server-error' },
  play: async () => {
    await waitFor(() => expect(reported()).toEqual([expect.stringMatching(/^Country detection failed \(.*\): HTTP status 500$/)]), SLOW);
    expect(document.querySelector('dialog[open]')).toBeNull();
  },
};

/** /router_loc answers HTML: reported as not JSON, nothing shows. */
export const RouterNotJson: Story = {
  args: { 'data-router-url': '/router_loc?country=not-json' },
  play: async () => {
    await waitFor(() => expect(reported()).toEqual([expect.stringMatching(/Response is not JSON/)]), SLOW);
    expect(document.querySelector('dialog[open]')).toBeNull();
  },
};

/** Texts replaced with data-texts (a French-Canadian wording); {country} is filled in as text. */
export const CustomTexts: Story = {
  args: { 'data-texts': { title: 'Visiter notre site pour le {country} ?', yes: 'Oui', no: 'Non, rester ici', CA: 'Canada' } },
  play: async () => {
    const dialog = await question('Visiter notre site pour le Canada ?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Oui', 'Non, rester ici']);
  },
};

/** The footer picker beside it: a visitor who chose the United Kingdom before sees it preselected and is not asked. */
export const WithCountryPicker: Story = {
  loaders: [() => void (document.cookie = 'preferred_locale=en-gb; Path=/')],
  render: (args) =>
    createElement(
      'div',
      null,
      renderElement(localeSuggestDefinition, args),
      createElement('footer', null, renderElement(countryPickerDefinition, {})),
    ),
  play: async ({ canvasElement }) => {
    const select = (await within(canvasElement).findByRole('combobox', { name: 'Country' }, SLOW)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['United States', 'Canada', 'United Kingdom']);
    expect(select.value).toBe('GB');
    await userEvent.selectOptions(select, 'CA');
    expect(cookie()).toBe('en-ca');
    expect(changes()).toEqual([{ country: 'CA', url: alternate('/en-ca/') }]);
    expect(document.querySelector('dialog[open]')).toBeNull();
  },
};
