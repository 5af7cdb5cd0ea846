import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorZone, zoneWithoutDateData } from './locale';

/** Issue 51: spec §7 the timeslot call's tz is an IANA zone name, never an offset (locale.ts). */
describe("§7 the visitor's zone: names Temporal gives are taken, anything else is not (issue 51)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['UTC', 'Etc/GMT+5', 'Etc/GMT-14', 'America/Port-au-Prince', 'America/Argentina/Buenos_Aires'])(
    "%s is a zone name: taken from Temporal without Intl's date data",
    (zone) => {
      vi.stubGlobal('Temporal', { Now: { timeZoneId: () => zone } });
      expect([zoneWithoutDateData(), visitorZone()]).toEqual([true, zone]);
    },
  );

  it.each(['+05:30', '-05:00', 'America/', '/Chicago', 'America//Chicago', 'America/Chicago ', ' UTC', ''])(
    '%j is not a zone name: Intl is asked instead',
    (zone) => {
      vi.stubGlobal('Temporal', { Now: { timeZoneId: () => zone } });
      expect(zoneWithoutDateData()).toBe(false);
    },
  );

  it('no zone at all when Intl knows none or fails (the call then goes by uuid only, or not at all)', () => {
    vi.stubGlobal('Temporal', undefined);
    const resolved = (timeZone: string | undefined) => ({ resolvedOptions: () => ({ timeZone }) }) as unknown as Intl.DateTimeFormat;
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    intl.mockImplementationOnce(() => resolved(undefined));
    expect(visitorZone()).toBeNull();
    intl.mockImplementationOnce(() => {
      throw new RangeError('no date data');
    });
    expect(visitorZone()).toBeNull();
  });
});
