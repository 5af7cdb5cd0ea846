import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vt-elements/lead-wizard/element';
import { leadWizardDefinition } from '@vt-elements/lead-wizard/definition';
import { expect, waitFor, within } from 'storybook/test';
import { docsFor, renderElementAround } from './element-story';
import { clickThrough, shownPanel, SLOW } from './play';

type Args = { markup: string };

/**
 * Spec §5 "Phone by country": a phone input with `data-international` gets a labelled country
 * selector (United States and United Kingdom first) that sets the form's `country_code`, and
 * with it the phone mask and check and the ZIP Code / Postal Code label.
 */
const form = (country: string, phone = '') => `<form aria-label="Request a tutor from anywhere" novalidate>
  ${country ? `<input type="hidden" name="country_code" value="${country}">` : ''}
  <div data-panel-type="form" data-id="contact"><h2>Where can we reach you?</h2>
    <p><label for="i-name">Full name</label><br><input id="i-name" name="full_name" value="${phone ? 'Ada Lovelace' : ''}" required></p>
    <p><label for="i-email">Email</label><br><input id="i-email" type="email" name="email" value="${phone ? 'ada@example.com' : ''}" required></p>
    <p><label for="i-phone">Phone number</label><br><input id="i-phone" type="tel" name="phone_number" value="${phone}" data-international required></p>
    <p><label for="i-zip">ZIP Code</label><br><input id="i-zip" name="zip_code" inputmode="numeric"></p>
    <p><label><input type="checkbox" name="dialer_consent_accepted" value="true" ${phone ? 'checked' : ''} required> I agree to be contacted by phone.</label></p>
    <p><button type="button" data-next>Request a call</button></p></div>
  <div data-panel-type="action" data-id="send" data-action-name="submit"></div>
  <div data-panel-type="form" data-id="done"><h2>Thanks, {{full_name}}!</h2><p>A consultant will call you shortly.</p></div>
</form>`;

const meta: Meta<Args> = {
  title: 'Elements/Lead wizard/International phone',
  argTypes: { markup: { control: false, table: { disable: true } } },
  parameters: docsFor(leadWizardDefinition),
  render: ({ markup }) => renderElementAround(leadWizardDefinition, { 'data-action': 'new_contact' }, markup),
};
export default meta;

type Story = StoryObj<Args>;

/** The labelled country selector shows `country`, and the postal code field is labelled `postal`. */
const showsCountry =
  (country: string, postal: string): Story['play'] =>
  async ({ canvasElement }) => {
    await shownPanel(canvasElement);
    const canvas = within(canvasElement);
    expect(canvas.getByRole('combobox', { name: 'Phone number country' })).toHaveValue(country);
    expect(canvas.getByLabelText(postal)).toHaveAttribute('name', 'zip_code');
  };

/** No country_code on the form: United States (the §9 default), mask (999) 999-9999, 'ZIP Code'. */
export const UnitedStates: Story = { args: { markup: form('') }, play: showsCountry('US', 'ZIP Code') };

/** The form says GB: United Kingdom selected, mask 99999 999 999, 'Postal Code'. */
export const UnitedKingdom: Story = { args: { markup: form('GB') }, play: showsCountry('GB', 'Postal Code') };

/** A US-shaped number with the UK chosen: Next shows 'Please enter a valid phone number'. */
export const InvalidForCountry: Story = {
  args: { markup: form('GB', '2125550100') },
  play: async (context) => {
    await showsCountry('GB', 'Postal Code')!(context);
    await clickThrough(context.canvasElement);
    const phone = within(context.canvasElement).getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/), SLOW);
    expect(phone).toHaveFocus();
  },
};
