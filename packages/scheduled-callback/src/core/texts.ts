/** The widget's fixed texts (spec §2, §4, §5, §7): tests assert these exact strings. */
export const TEXTS = {
  fullyBooked: 'Sorry! We are fully booked, to contact an educational consultant please choose one of the following:',
  emailToSchedule: 'Email to Schedule',
  callUsNow: 'Call Us Now',
  asap: 'Thanks! We will call you ASAP',
  termsLabel: 'I agree to the Terms of Use',
  termsLinkText: 'Terms of Use',
  termsRequired: 'Required',
  confirm: 'Confirm',
  loading: 'Loading available times…',
  dateLegend: 'Choose a day',
  timeLegend: 'Choose a time',
  summaryHeading: 'Your call',
  noTimesToday: 'No more times today, please choose another day.',
  /** Spec §4, shown when the first date group contains '2020-10-3'. */
  dstNotice: (zone: string) => `All times are displayed in ${zone}, please be aware that Daylight Savings Time ends on Sunday, November 1.`,
  fetchFail: (path: string) => `Scheduled callback fetch fail endpoint: ${path}`,
} as const;

/**
 * Spec §5: the terms page depends on the brand (/terms-of-use for one, /about/legal for another,
 * otherwise no link). Our brand values: `varsity-tutors` and `nerdy`.
 */
export const TERMS_LINKS: Readonly<Record<string, string>> = {
  'varsity-tutors': '/terms-of-use',
  nerdy: '/about/legal',
};

export function termsHref(brand: string | null | undefined): string | null {
  if (!brand) return null;
  return TERMS_LINKS[brand.trim().toLowerCase()] ?? null;
}

/** Spec §4: the hard-coded 2020 daylight-saving notice rule, exactly as written. */
export function showsDstNotice(firstGroupValue: string | undefined): boolean {
  return firstGroupValue?.includes('2020-10-3') ?? false;
}
