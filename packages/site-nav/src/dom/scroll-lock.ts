/**
 * Spec §4: the open mobile menu locks page scroll. The body is fixed in place at the current offset
 * (overflow:hidden alone does not stop iOS Safari scrolling the page behind the drawer); unlocking
 * puts back the body's own style attribute exactly as it was and the scroll position, instantly
 * (a page's scroll-behavior:smooth must not animate the return).
 */
export function lockScroll(doc: Document): () => void {
  const win = doc.defaultView!;
  const body = doc.body;
  const { scrollX: x, scrollY: y } = win;
  const style = body.getAttribute('style');
  // Written as the attribute, not through body.style: Chromium leaves style="" behind when an
  // attribute changed through the CSSOM is removed, and the page's own value must come back as it was.
  setStyle(
    body,
    style,
    `position:fixed!important;top:${-y}px!important;left:${-x}px!important;width:100%!important;overflow:hidden!important`,
  );
  return () => {
    setStyle(body, style);
    win.scrollTo({ left: x, top: y, behavior: 'instant' });
  };
}

/** Sets the element's style attribute to `original` plus `extra`; with no extra, back to `original` exactly (null: no attribute). */
export function setStyle(el: Element, original: string | null, extra = ''): void {
  if (extra) el.setAttribute('style', original ? `${original};${extra}` : extra);
  else if (original === null) el.removeAttribute('style');
  else el.setAttribute('style', original);
}
