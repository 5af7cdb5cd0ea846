import { useLayoutEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { fillText, nextTask, pageLang, textsFor, type HostProps } from '@vt-elements/core';
import { LeadWizardController, type WizardView } from '../dom/controller';
import type { Progress } from '../core/paths';
import { LEAD_TEXTS, localize, type LeadTexts } from '../core/texts';

export interface LeadWizardProps {
  action?: string | null;
  history?: boolean;
  variant?: string | null;
  replaceTarget?: string | null;
  redirectUrl?: string | null;
  userType?: string | null;
  uuid?: string | null;
  persist?: boolean;
  /** data-texts: replaces any of the texts the wizard shows (defaults follow the page's lang). */
  texts?: Partial<LeadTexts> | null;
}

/**
 * The wizard: the CMS form stays in the light DOM and is driven by the controller; React renders
 * only our own chrome (the progress bar and the submit error) through portals into the form.
 */
export function LeadWizard({ host, action, history, variant, replaceTarget, redirectUrl, userType, uuid, persist, texts: overrides }: LeadWizardProps & HostProps) {
  const [view, setView] = useState<WizardView | null>(null);
  const lang = pageLang(host);
  const texts = textsFor(LEAD_TEXTS, lang, overrides);

  // The takeover runs in a task of its own, queued at React's first commit (a layout effect): each
  // of the two stays under 50 ms at 4x CPU throttle, where together they were one long task
  // (issue 10). The first panel, the progress bar (rendered synchronously) and data-ready come in
  // that one task, so no frame shows a half-enhanced form.
  useLayoutEffect(() => {
    let controller: LeadWizardController | null = null;
    let live = true;
    const cancel = nextTask(() => {
      controller = new LeadWizardController(
        {
          host,
          action: action ?? null,
          history: !!history,
          variant: variant ?? null,
          replaceTarget: replaceTarget ?? null,
          redirectUrl: redirectUrl ?? null,
          userType: userType ?? null,
          uuid: uuid ?? null,
          persist: persist ?? true,
          texts,
          lang,
        },
        // Rendered at once (not in React's microtask), so the controller moves focus after our
        // chrome is in the DOM too: one layout per step change (see #render). Not while unmounting
        // (a submit aborted by destroy()): React cannot flush inside its own commit.
        (next) => live && flushSync(() => setView({ ...next })),
      );
      controller.start();
      // A click on CMS markup before this point does nothing: tell pages and tests we have taken over.
      host.setAttribute('data-ready', '');
    });
    return () => {
      live = false;
      cancel();
      host.removeAttribute('data-ready');
      controller?.destroy();
    };
    // The CMS markup is read once; attribute changes after start apply on the next connection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  if (!view) return null;
  return (
    <>
      {view.progressHost && createPortal(<ProgressBar progress={view.progress} texts={texts} />, view.progressHost)}
      {view.errorHost && createPortal(<SubmitError id={view.errorId} message={view.error && localize(view.error, texts)} />, view.errorHost)}
    </>
  );
}

/** §2: an indicator and the text 'N of M', as a WAI-ARIA progressbar. */
export function ProgressBar({ progress, texts = LEAD_TEXTS.en }: { progress: Progress | null; texts?: LeadTexts }) {
  if (!progress || progress.total === 0) return null;
  const percent = Math.round((progress.value / progress.total) * 100);
  const text = fillText(texts.progress, { value: progress.value, total: progress.total });
  return (
    <div className="vt-progress">
      <div
        className="vt-progress__bar"
        role="progressbar"
        aria-label={texts.progressLabel}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.value}
        aria-valuetext={text}
      >
        <div className="vt-progress__indicator" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="vt-progress__text" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}

/** §4/§8: the submit failure, shown next to the Next button and announced. */
export function SubmitError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="vt-submit-error" role="alert">
      {message}
    </p>
  );
}
