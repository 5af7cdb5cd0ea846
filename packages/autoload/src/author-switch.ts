/**
 * Author mode's switch (issue 41): on with `<meta name="vt-author-mode" content="on">` in the
 * page's head (the CMS adds it in preview) or `?vt-author` in the address (any value but "off",
 * which also turns off what the meta turned on). Off, the autoloader does nothing more.
 */
export const authorModeOn = (doc: Document, location: Pick<Location, 'search'>): boolean => {
  const asked = new URLSearchParams(location.search).get('vt-author');
  return asked == null ? !!doc.head.querySelector('meta[name=vt-author-mode][content=on]') : asked != 'off';
};
