import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { startDemoApi } from '../../../../tests/msw';
import { controllerSettings } from '../../../../tests/support/lead-controller';

/**
 * Issue 38: the submit code is a chunk of its own, fetched at idle after the takeover or at the
 * first submit. Each test imports the controller afresh, so that code is not loaded yet.
 */
startDemoApi();

afterEach(() => {
  vi.doUnmock('./submit-run');
  vi.resetModules();
  vi.restoreAllMocks();
  delete window.vtErrorReporter;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const FORM = `
<form>
  <input type="hidden" name="leadform" value="unit-submit-load">
  <div data-panel-type="form" data-id="contact">
    <label for="n">Full name</label><input id="n" name="full_name" value="Ada Lovelace">
    <label for="p">Phone</label><input id="p" name="phone_number" value="2125550100">
    <button type="button" data-next>Send</button>
  </div>
  <div data-panel-type="action" data-id="send" data-action-name="submit"></div>
  <div data-panel-type="action" data-id="thanks" data-action-name="redirect"></div>
</form>`;

async function mount() {
  const { LeadWizardController } = await import('./controller');
  document.head.innerHTML = '<meta name="vt-allowed-hosts" content="api.example.test">';
  document.body.innerHTML = `<vt-lead-wizard data-api-host="https://api.example.test">${FORM}</vt-lead-wizard>`;
  const host = document.querySelector('vt-lead-wizard') as HTMLElement;
  const navigate = vi.fn();
  const events: string[] = [];
  for (const type of ['vt-lead-submit', 'vt-lead-success', 'vt-lead-error'])
    host.addEventListener(type, (e) => events.push(`${type} ${(e as CustomEvent<{ message?: string }>).detail.message ?? ''}`.trim()));
  const controller = new LeadWizardController(
    controllerSettings(host, { redirectUrl: '/contacts/marketing/thank-you', navigate }),
    () => {},
  );
  controller.start();
  const next = () => host.querySelector<HTMLElement>('[data-next]')!.click();
  return { host, navigate, events, next };
}

describe('§5 a submit step before its code has loaded', () => {
  it('a Next that comes first loads it and submits once, then redirects', async () => {
    const t = await mount();
    t.next();
    await vi.waitFor(() => expect(t.navigate).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(t.events).toEqual(['vt-lead-submit', 'vt-lead-success']);
  });

  it('when it cannot load: the §8 text, reported, the step stays, and the next Next tries again', async () => {
    expectConsoleError('[vt-elements] vt-lead-wizard: <vt-lead-wizard> the submit code could not load: the step stays, to be tried again');
    vi.doMock('./submit-run', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const reported: string[] = [];
    window.vtErrorReporter = (error) => reported.push(error.message);
    const t = await mount();
    t.next();
    await vi.waitFor(() => expect(t.events).toEqual(['vt-lead-error Sorry, something went wrong']), { timeout: 10_000 });
    expect(reported).toContain('<vt-lead-wizard> the submit code could not load: the step stays, to be tried again');
    expect(t.host.querySelector<HTMLElement>('[data-id="contact"]')!.hidden).toBe(false);
    expect(t.host.querySelector<HTMLInputElement>('#n')!.value).toBe('Ada Lovelace');
    expect(t.navigate).not.toHaveBeenCalled();

    vi.doUnmock('./submit-run');
    t.next();
    await vi.waitFor(() => expect(t.navigate).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
