import { textsFor } from '@vt-elements/core';
import { describe, expect, it } from 'vitest';
import { SHARE_TABLES, SHARE_TEXTS } from './share-texts';

describe('share texts (contract "Strings and languages")', () => {
  it('English by default; Spanish with every key for es pages; overrides on top', () => {
    expect(textsFor(SHARE_TABLES, 'en-US')).toEqual(SHARE_TEXTS);
    expect(SHARE_TEXTS.copy).toBe('Copy link');
    expect(Object.keys(SHARE_TABLES.es).sort()).toEqual(Object.keys(SHARE_TEXTS).sort());
    expect(textsFor(SHARE_TABLES, 'es-419')).toMatchObject({ copy: 'Copiar enlace', copied: 'Copiado', facebook: 'Facebook' });
    expect(textsFor(SHARE_TABLES, 'es', { copied: '¡Listo!' }).copied).toBe('¡Listo!');
  });
});
