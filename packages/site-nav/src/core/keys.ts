/**
 * Arrow-key movement between the items of one list (APG disclosure navigation: optional arrow
 * keys between the top-level buttons and links, and within an open sub-menu). Wraps around.
 */
export type Orientation = 'horizontal' | 'vertical';

/** The index focus moves to for `key`, or null when the key is not a movement key for this list. */
export function moveIndex(key: string, index: number, count: number, orientation: Orientation): number | null {
  if (count <= 0) return null;
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  switch (key) {
    case next:
      return (index + 1) % count;
    case previous:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
