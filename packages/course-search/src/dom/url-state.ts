import { stateUrl, type SearchState } from '../core/url-state';

/**
 * Puts a state in the page's history: `push` for a visitor's change (Back returns to the search
 * before), `replace` for a correction (a page past the end becomes the last page in place).
 */
export function recordState(state: SearchState, mode: 'push' | 'replace', win: Pick<Window, 'history' | 'location'> = window): void {
  const { history, location } = win;
  history[mode === 'push' ? 'pushState' : 'replaceState'](history.state, '', stateUrl(state, location));
}
