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
  /** Configuration error: the fully booked message would end with no action after it. */
  missingActions: (attributes: readonly string[]) =>
    `<vt-scheduled-callback> is fully booked but has no ${attributes.join(' or ')}: set them so the message "…choose one of the following:" offers its actions.`,
} as const;

/** Spec §5: the consent label split around its link text, so the view links only 'Terms of Use'. */
export function termsLabelParts(): { before: string; link: string; after: string } {
  const at = TEXTS.termsLabel.indexOf(TEXTS.termsLinkText);
  if (at < 0) return { before: TEXTS.termsLabel, link: '', after: '' };
  return {
    before: TEXTS.termsLabel.slice(0, at),
    link: TEXTS.termsLinkText,
    after: TEXTS.termsLabel.slice(at + TEXTS.termsLinkText.length),
  };
}

/** Spec §2/§8: the fully booked actions' attributes that are missing (each action needs its own). */
export function missingActionAttributes(email: string | null | undefined, phone: string | null | undefined): string[] {
  const missing: string[] = [];
  if (!email?.trim()) missing.push('data-schedule-email');
  if (!phone?.trim()) missing.push('data-support-phone');
  return missing;
}

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
