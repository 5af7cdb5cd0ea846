import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorZone, zoneWithoutDateData } from './locale';

/** Spec §7: the timeslot request carries the visitor's IANA zone (tz). */
describe("visitorZone: the visitor's zone, without the browser's date data where it can", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("takes Temporal's zone and makes no date formatter (its first one loads the date data)", () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Argentina/Buenos_Aires' } });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(zoneWithoutDateData()).toBe(true);
    expect(visitorZone()).toBe('America/Argentina/Buenos_Aires');
    expect(made).not.toHaveBeenCalled();
  });

  it("falls back to Intl's zone when Temporal gives an offset, throws or is missing", () => {
    const intlZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => '+05:30' } });
    expect(zoneWithoutDateData()).toBe(false); // the picker then loads the date data before its first render
    expect(visitorZone()).toBe(intlZone);
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect(visitorZone()).toBe(intlZone);
    vi.stubGlobal('Temporal', undefined);
    expect(zoneWithoutDateData()).toBe(false);
    expect(visitorZone()).toBe(intlZone);
  });
});
