import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import '@vt-elements/lead-wizard/element';
import { leadWizardDefinition } from '@vt-elements/lead-wizard/definition';
import { argTypesFor, docsFor } from './element-story';

type Args = Record<string, unknown> & { markup: string };

/**
 * The class-account and tutor-application forms of examples/ (spec §7 check_email, new_user,
 * check_tutor_details, check_tutor_phone, new_tutor) over the demo API
 * (packages/demo-api/src/leads.ts). The failing variants prefill a fixture email and click
 * through in `play`, so the §8 text shows beside the Next button with the typed values kept.
 */
const nav = (next = 'Next', back = true) =>
  `<p>${back ? '<button type="button" data-back>Back</button> ' : ''}<button type="button" data-next>${next}</button></p>`;

const field = (id: string, label: string, input: string) => `<p><label for="${id}">${label}</label><br>${input}</p>`;

const form = (label: string, formId: string, panels: string) =>
  `<form aria-label="${label}" novalidate><input type="hidden" name="leadform" value="${formId}">${panels}</form>`;

/** examples/class-account.html: the email is checked first, then the account is created. */
const classAccount = (email = '') =>
  form(
    'Create a class account',
    'class-account',
    `<div data-panel-type="form" data-id="email"><h2>Your email</h2>
      ${field('ca-email', 'Email', `<input id="ca-email" type="email" name="email" autocomplete="email" value="${email}" required>`)}${nav('Continue', false)}</div>
    <div data-panel-type="action" data-id="check-email" data-action-name="submit" data-options='{"action":"check_email"}'></div>
    <div data-panel-type="form" data-id="account"><h2>About you</h2>
      ${field('ca-name', 'Full name', `<input id="ca-name" name="full_name" autocomplete="name" value="${email ? 'Ada Lovelace' : ''}" required>`)}
      ${field('ca-phone', 'Phone number', `<input id="ca-phone" type="tel" name="phone_number" autocomplete="tel" value="${email ? '2025550100' : ''}" required>`)}
      ${field('ca-password', 'Password', `<input id="ca-password" type="password" name="password" autocomplete="new-password" value="${email ? 'correct horse battery' : ''}" required>`)}
      ${nav('Create account')}</div>
    <div data-panel-type="action" data-id="create" data-action-name="submit"></div>
    <div data-panel-type="form" data-id="done"><h2>Your account is ready</h2><p>Welcome, {{full_name}}!</p></div>`,
  );

/** examples/tutor-application.html, shortened: details and phone are checked, then the application is sent. */
const tutorApplication = (email = '') =>
  form(
    'Tutor application',
    'tutor-application',
    `<div data-panel-type="welcome" data-id="welcome"><h2>Share your expertise</h2>${nav('Start my application', false)}</div>
    <div data-panel-type="form" data-id="about-you"><h2>About you</h2>
      ${field('ta-name', 'Full name', `<input id="ta-name" name="full_name" autocomplete="name" value="${email ? 'Grace Hopper' : ''}" required>`)}
      ${field('ta-email', 'Email', `<input id="ta-email" type="email" name="email" autocomplete="email" value="${email}" required>`)}
      ${field('ta-country', 'Country', '<select id="ta-country" name="country_code" autocomplete="country"><option value="US">United States</option><option value="CA">Canada</option></select>')}
      ${field('ta-zip', 'ZIP Code', `<input id="ta-zip" name="zip_code" autocomplete="postal-code" value="${email ? '20500' : ''}" required>`)}
      ${nav()}</div>
    <div data-panel-type="action" data-id="check-details" data-action-name="submit" data-options='{"action":"check_tutor_details"}'></div>
    <div data-panel-type="form" data-id="phone"><h2>How can we reach you?</h2>
      ${field('ta-phone', 'Phone number', `<input id="ta-phone" type="tel" name="phone_number" autocomplete="tel" value="${email ? '2025550100' : ''}" required>`)}${nav()}</div>
    <div data-panel-type="action" data-id="check-phone" data-action-name="submit" data-options='{"action":"check_tutor_phone"}'></div>
    <div data-panel-type="form" data-id="experience"><h2>Your experience</h2>
      ${field('ta-years', 'Years of teaching or tutoring experience', `<input id="ta-years" name="years_experience" inputmode="numeric" value="${email ? '5' : ''}" required>`)}
      ${nav('Submit application')}</div>
    <div data-panel-type="action" data-id="apply" data-action-name="submit"></div>
    <div data-panel-type="form" data-id="done"><h2>Thank you for applying, {{full_name}}!</h2></div>`,
  );

const meta: Meta<Args> = {
  title: 'Elements/Lead submissions',
  argTypes: { ...argTypesFor(leadWizardDefinition), markup: { control: false, table: { disable: true } } },
  args: { markup: '' },
  parameters: docsFor(leadWizardDefinition),
  render: ({ markup, ...args }) => {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(args))
      if (name in leadWizardDefinition.attributes && value !== undefined && value !== null && value !== false && value !== '')
        attributes[name] = value === true ? 'true' : String(value);
    return createElement(leadWizardDefinition.tag, {
      ...attributes,
      key: JSON.stringify(attributes) + markup,
      dangerouslySetInnerHTML: { __html: markup },
    });
  },
};
export default meta;

type Story = StoryObj<Args>;

const visiblePanel = (canvas: HTMLElement) => [...canvas.querySelectorAll<HTMLElement>('[data-panel-type]')].find((p) => !p.hidden);

/** Clicks the visible panel's Next `times` times, each time waiting for the next panel to show. */
async function clickThrough(canvas: HTMLElement, times: number) {
  await customElements.whenDefined('vt-lead-wizard');
  for (let i = 0; i < times; i++) {
    await new Promise((r) => setTimeout(r, 400));
    const panel = visiblePanel(canvas);
    panel?.querySelector<HTMLElement>('[data-next]')?.click();
    if (i === times - 1) return;
    for (let wait = 0; wait < 50 && visiblePanel(canvas) === panel; wait++) await new Promise((r) => setTimeout(r, 100));
  }
}

/** The class account form, empty: Continue checks the email (check_email), Create account sends new_user. */
export const ClassAccount: Story = { args: { 'data-action': 'new_user', markup: classAccount() } };

/** `taken@example.com` is registered: 'Email already exists' beside Continue, the email kept. */
export const ClassAccountEmailExists: Story = {
  args: { 'data-action': 'new_user', markup: classAccount('taken@example.com') },
  play: async ({ canvasElement }) => clickThrough(canvasElement, 1),
};

/** `fail-validation@example.com`: the account call fails with a root cause, 'Validation failed: Password is too short.' */
export const ClassAccountRejected: Story = {
  args: { 'data-action': 'new_user', markup: classAccount('fail-validation@example.com') },
  play: async ({ canvasElement }) => clickThrough(canvasElement, 2),
};

/** The tutor application, empty. */
export const TutorApplication: Story = {
  args: { 'data-action': 'new_tutor', 'data-variant': 'tutoring-jobs', markup: tutorApplication() },
};

/** `fail-validation@example.com`: the details check shows 'Validation failed: Email has already applied.' */
export const TutorApplicationFailingEmail: Story = {
  args: { 'data-action': 'new_tutor', 'data-variant': 'tutoring-jobs', markup: tutorApplication('fail-validation@example.com') },
  play: async ({ canvasElement }) => clickThrough(canvasElement, 2),
};

/** `fail-application@example.com`: the checks pass, the application shows 'Could not submit form. Zip code is outside our tutoring area.' */
export const TutorApplicationRejected: Story = {
  args: { 'data-action': 'new_tutor', 'data-variant': 'tutoring-jobs', markup: tutorApplication('fail-application@example.com') },
  play: async ({ canvasElement }) => clickThrough(canvasElement, 4),
};
