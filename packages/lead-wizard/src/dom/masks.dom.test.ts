import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/console';
import { FakeClock } from '../../../../tests/support/fake-clock';

/**
 * Issue 38: maska is a chunk of its own, fetched at idle after the takeover or at a field's first
 * use. Each test imports the masks module afresh, so maska is not loaded yet.
 */
afterEach(() => {
  vi.doUnmock('maska');
  vi.resetModules();
  vi.restoreAllMocks();
  delete window.vtErrorReporter;
  document.body.innerHTML = '';
});

function phone(): HTMLInputElement {
  document.body.innerHTML = '<input type="tel" name="phone_number">';
  return document.querySelector('input')!;
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('§5 masks before maska has loaded', () => {
  it('what is typed meanwhile is formatted when maska arrives, and masked from then on', async () => {
    const { attachMask } = await import('./masks');
    const input = phone();
    const mask = attachMask(input, { mask: '(999) 999-9999', maxLength: 14 });
    type(input, '2125551234');
    expect(input.value).toBe('2125551234');
    await vi.waitFor(() => expect(input.value).toBe('(212) 555-1234'));
    type(input, '6465559876');
    expect(input.value).toBe('(646) 555-9876');
    mask.destroy();
  });

  it('removed before maska arrives: nothing is attached afterwards', async () => {
    const { attachMask, loadMaska } = await import('./masks');
    const input = phone();
    attachMask(input, { mask: '(999) 999-9999', maxLength: 14 }).destroy();
    await loadMaska();
    type(input, '2125551234');
    expect(input.value).toBe('2125551234');
  });

  it('when maska cannot load: reported with the field named, the field keeps its length limit, and a later use tries again', async () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> the input mask could not load: "phone_number" keeps its length limit only',
    );
    vi.doMock('maska', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const reported: string[] = [];
    window.vtErrorReporter = (error) => reported.push(error.message);
    const { attachMask, loadMaska } = await import('./masks');
    const input = phone();
    attachMask(input, { mask: '(999) 999-9999', maxLength: 14 });
    await vi.waitFor(() =>
      expect(reported).toEqual(['<vt-lead-wizard> the input mask could not load: "phone_number" keeps its length limit only']),
    );
    type(input, '212555123499999');
    expect(input.value).toBe('21255512349999');

    vi.doUnmock('maska');
    await expect(loadMaska()).resolves.toHaveProperty('MaskInput');
  });
});

describe('a submit and a mask still waiting for maska (masksPending)', () => {
  it('nothing to wait for when no mask waits, nor once maska is there', async () => {
    const { attachMask, loadMaska, masksPending } = await import('./masks');
    expect(masksPending(new FakeClock(), document)).toBeUndefined();
    attachMask(phone(), { mask: '(999) 999-9999', maxLength: 14 });
    await loadMaska();
    expect(masksPending(new FakeClock(), document)).toBeUndefined();
  });

  it('waits for maska to arrive, and the value is formatted by then', async () => {
    const { attachMask, masksPending } = await import('./masks');
    const input = phone();
    attachMask(input, { mask: '(999) 999-9999', maxLength: 14 });
    type(input, '2125551234');
    const pending = masksPending(new FakeClock(), document);
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(input.value).toBe('(212) 555-1234');
  });

  it('only the fields of the form that submits, and only while they wait: removed or failed, they hold nothing back', async () => {
    vi.doMock('maska', () => new Promise(() => {}));
    const { attachMask, masksPending } = await import('./masks');
    document.body.innerHTML =
      '<form id="a"><input type="tel" name="phone_number"></form><form id="b"><input type="tel" name="phone_number"></form>';
    const [a, b] = [...document.forms];
    const maskOfA = attachMask(a!.elements[0] as HTMLInputElement, { mask: '(999) 999-9999', maxLength: 14 });
    expect(masksPending(new FakeClock(), b!)).toBeUndefined();
    expect(masksPending(new FakeClock(), a!)).toBeInstanceOf(Promise);
    // The form's field is removed (the element disconnected) before maska came.
    maskOfA.destroy();
    expect(masksPending(new FakeClock(), a!)).toBeUndefined();
  });

  it('a maska that failed to load leaves nothing to wait for (the field keeps its length limit)', async () => {
    expectConsoleError(
      '[vt-elements] vt-lead-wizard: <vt-lead-wizard> the input mask could not load: "phone_number" keeps its length limit only',
    );
    vi.doMock('maska', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { attachMask, loadMaska, masksPending } = await import('./masks');
    attachMask(phone(), { mask: '(999) 999-9999', maxLength: 14 });
    await expect(loadMaska()).rejects.toThrow();
    await vi.waitFor(() => expect(masksPending(new FakeClock(), document)).toBeUndefined());
  });

  it('a maska that never arrives holds the submit back MASKS_WAIT_MS at the most', async () => {
    vi.doMock('maska', () => new Promise(() => {}));
    const { attachMask, masksPending, MASKS_WAIT_MS } = await import('./masks');
    attachMask(phone(), { mask: '(999) 999-9999', maxLength: 14 });
    const clock = new FakeClock();
    let settled = false;
    void masksPending(clock, document)!.then(() => (settled = true));
    clock.tick(MASKS_WAIT_MS - 1);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.tick(1);
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});

describe('spec §9 money mask before maska has loaded', () => {
  function amount(): HTMLInputElement {
    document.body.innerHTML = '<form><input name="budget" data-mask="money"></form>';
    return document.querySelector('input')!;
  }

  it('what is typed meanwhile is formatted when maska arrives, and a submit waits for it', async () => {
    const { attachMoneyMask, masksPending } = await import('./masks');
    const input = amount();
    attachMoneyMask(input);
    type(input, '1234,5');
    expect(input.value).toBe('1234,5');
    await masksPending(new FakeClock(), document.forms[0]!);
    expect(input.value).toBe('1.234,5');
  });

  it('when its code cannot load: reported with the field named, and the amount is left as typed', async () => {
    expectConsoleError('[vt-elements] vt-lead-wizard: <vt-lead-wizard> the input mask could not load: "budget" is left as typed');
    vi.doMock('./money-mask', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const reported: string[] = [];
    window.vtErrorReporter = (error) => reported.push(error.message);
    const { attachMoneyMask } = await import('./masks');
    const input = amount();
    attachMoneyMask(input);
    await vi.waitFor(() => expect(reported).toEqual(['<vt-lead-wizard> the input mask could not load: "budget" is left as typed']));
    type(input, '1234,5');
    input.dispatchEvent(new Event('change'));
    expect(input.value).toBe('1234,5');
  });
});
