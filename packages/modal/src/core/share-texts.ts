/** Every string `<vt-share>` renders; all replaceable with data-texts. */
export const SHARE_TEXTS = {
  label: 'Link to this page',
  copy: 'Copy link',
  copied: 'Copied',
  copyFailed: 'Press Ctrl+C (or ⌘C) to copy the selected link',
  shareOn: 'Share on',
  email: 'Email',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  newTab: '(opens in a new tab)',
  native: 'More ways to share',
};

export type ShareTexts = typeof SHARE_TEXTS;
