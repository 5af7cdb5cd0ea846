import { textsFor } from '@vt-elements/core';
import { describe, expect, it } from 'vitest';
import { SHARE_TEXTS, SHARE_EN } from './share-texts';

describe('share texts (contract "Strings and languages")', () => {
  it('English by default; Spanish with every key for es pages; overrides on top', () => {
    expect(textsFor(SHARE_TEXTS, 'en-US')).toEqual(SHARE_EN);
    expect(SHARE_EN.copy).toBe('Copy link');
    expect(Object.keys(SHARE_TEXTS.es).sort()).toEqual(Object.keys(SHARE_EN).sort());
    expect(textsFor(SHARE_TEXTS, 'es-419')).toMatchObject({ copy: 'Copiar enlace', copied: 'Copiado', facebook: 'Facebook' });
    expect(textsFor(SHARE_TEXTS, 'es', { copied: '¡Listo!' }).copied).toBe('¡Listo!');
  });
});
