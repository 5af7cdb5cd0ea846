import { afterEach, describe, expect, it, vi } from 'vitest';

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
    vi.doMock('maska', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
