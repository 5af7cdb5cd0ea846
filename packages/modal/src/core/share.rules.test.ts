import { describe, expect, it } from 'vitest';
import { DIRECT_SHARE_PARAM, DIRECT_SHARE_VALUE, SHARE_NETWORKS, VISITOR_PARAM } from './share';
import { SHARE_TEXTS } from './share-texts';

/** Issue 51: the share modal's public parts, pinned by literals (spec §7 share links; contract "Strings and languages"). */
describe('share links (spec §7: direct_share=copy and a v_id parameter)', () => {
  it('the parameters, and the networks in the order the dialog lists them', () => {
    expect([DIRECT_SHARE_PARAM, DIRECT_SHARE_VALUE, VISITOR_PARAM]).toEqual(['direct_share', 'copy', 'v_id']);
    expect(SHARE_NETWORKS).toEqual(['email', 'facebook', 'x', 'linkedin']);
  });
});

describe('share texts, English and Spanish, word for word', () => {
  it('every key', () => {
    expect(SHARE_TEXTS).toEqual({
      en: {
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
      },
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
    });
  });
});
