import type { TextTables } from '@vt-elements/core';

/** Every string `<vt-share>` renders, English (the default); all replaceable with data-texts. */
export const SHARE_EN = {
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

export type ShareTexts = typeof SHARE_EN;

/** Spanish for `lang="es"` pages (contract "Strings and languages"); the networks keep their names. */
export const SHARE_TEXTS: TextTables<ShareTexts> = {
  en: SHARE_EN,
  es: {
    label: 'Enlace a esta página',
    copy: 'Copiar enlace',
    copied: 'Copiado',
    copyFailed: 'Presiona Ctrl+C (o ⌘C) para copiar el enlace seleccionado',
    shareOn: 'Compartir en',
    email: 'Correo electrónico',
    facebook: 'Facebook',
    x: 'X',
    linkedin: 'LinkedIn',
    newTab: '(se abre en una pestaña nueva)',
    native: 'Más formas de compartir',
  },
};
