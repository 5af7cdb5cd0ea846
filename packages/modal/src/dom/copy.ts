/**
 * Copies `input`'s value: the Clipboard API first; where it is missing or refused (an http: page,
 * a denied permission, an old browser) the selection and execCommand('copy'). Resolves false
 * when neither worked; the text is then left selected for the visitor to copy.
 */
export async function copyFrom(input: HTMLInputElement): Promise<boolean> {
  const text = input.value;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    /* fall back below */
  }
  input.focus();
  input.select();
  try {
    return input.ownerDocument.execCommand('copy');
  } catch {
    return false;
  }
}
