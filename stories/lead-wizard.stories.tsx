import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import '@vt-elements/lead-wizard/element';
import { leadWizardDefinition } from '@vt-elements/lead-wizard/definition';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor, renderElementAround } from './element-story';
import { clickThrough, expectPanel, expectSubmitError, shownPanel, SLOW } from './play';

type Args = Record<string, unknown> & { markup: string };

/**
 * `<vt-lead-wizard>` over CMS-like markup and the demo API (packages/demo-api/src/leads.ts).
 * Each panel-kind story starts on that kind of panel; the error stories use the demo API's
 * fixtures (`fail-500@example.com`) or a never-answering handler, and click Next in `play`.
 */
const nav = (next = 'Next', back = true) =>
  `<p>${back ? '<button type="button" data-back>Back</button> ' : ''}<button type="button" data-next>${next}</button></p>`;

const WHO = `<div data-panel-type="multiple-choice" data-id="who" data-min="1" data-max="1">
  <fieldset><legend><h2>Who needs tutoring?</h2></legend>
    <label><input type="radio" name="who_needs_help" value="My child"> My child</label><br>
    <label><input type="radio" name="who_needs_help" value="Myself"> Myself</label></fieldset>${nav()}</div>`;

const contact = (email = '', full = '') => `<div data-panel-type="form" data-id="contact"><h2>Where can we reach you?</h2>
  <p><label for="s-name">Full name</label><br><input id="s-name" name="full_name" value="${full}" required></p>
  <p><label for="s-email">Email</label><br><input id="s-email" type="email" name="email" value="${email}" required></p>
  <p><label for="s-phone">Phone number</label><br><input id="s-phone" type="tel" name="phone_number" value="${email ? '2125550100' : ''}" required></p>
  <p><label><input type="checkbox" name="dialer_consent_accepted" value="true" ${email ? 'checked' : ''} required> I agree to be contacted by phone.</label></p>
  ${nav('Get my match')}</div>
  <div data-panel-type="action" data-id="send" data-action-name="submit"></div>`;

const DONE = `<div data-panel-type="form" data-id="done"><h2>Thanks, {{full_name}}!</h2><p>A consultant will call you shortly.</p></div>`;

const form = (panels: string) =>
  `<form aria-label="Request a tutor" novalidate><input type="hidden" name="leadform" value="storybook">${panels}</form>`;

const meta: Meta<Args> = {
  title: 'Elements/Lead wizard',
  argTypes: { ...argTypesFor(leadWizardDefinition), markup: { control: false, table: { disable: true } } },
  args: { 'data-action': 'new_contact', markup: '' },
  parameters: docsFor(leadWizardDefinition),
  render: ({ markup, ...args }) => renderElementAround(leadWizardDefinition, args, markup),
};
export default meta;

type Story = StoryObj<Args>;

/** The first panel shows with its heading; no progress bar on the first panel (§2). */
const startsOn =
  (panelId: string, heading: string): Story['play'] =>
  async ({ canvasElement }) => {
    const panel = await shownPanel(canvasElement);
    expect(panel.dataset.id).toBe(panelId);
    expect(within(panel).getByRole('heading')).toHaveTextContent(heading);
    expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  };

/** The home flow: welcome, who needs help (go_to branching), an interstitial, contact, submit. */
export const Welcome: Story = {
  args: {
    markup: form(`<div data-panel-type="welcome" data-id="welcome"><h2>Find a tutor in minutes</h2>${nav('Get started', false)}</div>${WHO}
      <div data-panel-type="action" data-id="route" data-action-name="go_to" data-conditions='[{"field":"who_needs_help","value":"My child"}]' data-step-name-to="grade" data-step-name-else="matching"></div>
      <div data-panel-type="multiple-choice" data-id="grade" data-min="1"><fieldset><legend><h2>What grade?</h2></legend>
        <label><input type="radio" name="grade_level" value="Elementary"> Elementary</label><br><label><input type="radio" name="grade_level" value="High School"> High School</label></fieldset>${nav()}</div>
      <div data-panel-type="interstitial" data-id="matching" data-delay="2"><h2>Finding tutors for {{who_needs_help}}…</h2></div>
      ${contact()}${DONE}`),
  },
  play: startsOn('welcome', 'Find a tutor in minutes'),
};

/** A multiple-choice panel (data-min/data-max). */
export const MultipleChoice: Story = {
  args: { markup: form(`${WHO}${DONE}`) },
  play: async (context) => {
    await startsOn('who', 'Who needs tutoring?')!(context);
    const panel = within(context.canvasElement);
    for (const name of ['My child', 'Myself']) expect(panel.getByRole('radio', { name })).not.toBeChecked();
  },
};

/** A plain form panel with the contact fields. */
export const FormPanel: Story = {
  args: { markup: form(`${contact()}${DONE}`) },
  play: async (context) => {
    await startsOn('contact', 'Where can we reach you?')!(context);
    const canvas = within(context.canvasElement);
    for (const label of ['Full name', 'Email', 'Phone number']) expect(canvas.getByLabelText(label)).toHaveValue('');
    expect(canvas.getByRole('button', { name: 'Get my match' })).toBeVisible();
  },
};

/** An interstitial advances on its own after data-delay (here 3 s, the default). */
export const Interstitial: Story = {
  args: { markup: form(`<div data-panel-type="interstitial" data-id="wait"><h2>Matching you with a tutor…</h2></div>${WHO}`) },
  play: async (context) => {
    await startsOn('wait', 'Matching you with a tutor…')!(context);
    await expectPanel(context.canvasElement, 'who', { timeout: 6000 });
  },
};

/** A confirm-checkmark panel shows its checkmark, then advances after 350 ms. */
export const ConfirmCheckmark: Story = {
  args: {
    markup: form(`<div data-panel-type="confirm-checkmark" data-id="ok"><h2>You're all set</h2>${nav('Continue', false)}</div>${WHO}`),
  },
  play: async ({ canvasElement }) => {
    await clickThrough(canvasElement);
    await expectPanel(canvasElement, 'who');
  },
};

/** Next with a one-word name and a bad email: 'Invalid' beside both, focus on Full name. */
export const ValidationErrors: Story = {
  args: { markup: form(`${contact('not-an-email', 'Ada')}${DONE}`) },
  play: async ({ canvasElement }) => {
    await clickThrough(canvasElement);
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Invalid/), SLOW);
    expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(/Invalid/);
    expect(name).toHaveFocus();
    await expectPanel(canvasElement, 'contact');
  },
};

/** The submit call never answers: Next is busy (aria-busy) and ignores clicks. */
export const Loading: Story = {
  args: { markup: form(`${contact('ada@example.com', 'Ada Lovelace')}${DONE}`) },
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/contact/requests', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await clickThrough(canvasElement);
    const next = within(canvasElement).getByRole('button', { name: 'Get my match' });
    await waitFor(() => expect(next).toHaveAttribute('aria-busy', 'true'), SLOW);
    await userEvent.click(next);
    expect(next).toHaveAttribute('aria-busy', 'true');
    await expectPanel(canvasElement, 'contact');
  },
};

/** `fail-500@example.com`: HTTP 500, 'Server error, could not submit form.' next to Next; the typed values stay. */
export const FailedSubmit: Story = {
  args: { markup: form(`${contact('fail-500@example.com', 'Ada Lovelace')}${DONE}`) },
  play: async ({ canvasElement }) => {
    await clickThrough(canvasElement);
    await expectSubmitError(canvasElement, 'Server error, could not submit form.');
    expect(within(canvasElement).getByLabelText('Email')).toHaveValue('fail-500@example.com');
    expect(within(canvasElement).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  },
};
