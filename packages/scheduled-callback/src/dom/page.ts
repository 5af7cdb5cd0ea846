/** What the picker reads of the page around it, and the page events it follows. */

/**
 * Spec §7's other sources of the lead uuid ("from lead-form data attribute or secure-uuid query
 * parameter"): the page URL's query and the closest enclosing `<vt-lead-wizard>`'s data-uuid.
 */
export function readPage(host: Element | null | undefined): { search: string | undefined; wizardUuid: string | null } {
  return {
    search: globalThis.location?.search,
    wizardUuid: host?.parentElement?.closest('vt-lead-wizard')?.getAttribute('data-uuid') ?? null,
  };
}

/** Calls `onReset` when the surrounding form is reset (its native inputs un-checked); returns a stop. */
export function onFormReset(host: Element | null | undefined, onReset: () => void): () => void {
  const form = host?.closest('form');
  form?.addEventListener('reset', onReset);
  return () => form?.removeEventListener('reset', onReset);
}
