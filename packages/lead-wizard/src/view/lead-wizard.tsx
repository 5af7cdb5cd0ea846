import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { fillText, nextTask, pageLang, textsFor, type Config, type HostProps } from '@vt-elements/core';
import { LeadWizardController, type ControllerSettings, type WizardView } from '../dom/controller';
import type { Progress } from '../core/paths';
import { LEAD_TEXTS, localize, type LeadTexts } from '../core/texts';
import type { leadWizardRuntime } from '../runtime-definition';

/** Its typed config (runtime-definition.ts) and the host. */
export type LeadWizardProps = Config<typeof leadWizardRuntime> & HostProps;

/**
 * The wizard: the CMS form stays in the light DOM and is driven by the controller; React renders
 * only our own chrome (the progress bar and the submit error) through portals into the form.
 */
export function LeadWizard({ host, action, history, variant, replaceTarget, redirectUrl, userType, uuid, persist, texts: overrides }: LeadWizardProps) {
  const [view, setView] = useState<WizardView | null>(null);
  const lang = pageLang(host);
  const texts = useMemo(() => textsFor(LEAD_TEXTS, lang, overrides), [lang, overrides]);
  // Attributes changed after start (issue 39) reach the running controller, which keeps the step
  // reached and what was typed: each setting applies from its next use (controller.update).
  const settings: Omit<ControllerSettings, 'host'> = { action, history, variant, replaceTarget, redirectUrl, userType, uuid, persist, texts, lang };
  const latest = useRef<{ settings: typeof settings; controller?: LeadWizardController }>({ settings });
  useLayoutEffect(() => {
    latest.current.settings = settings;
    latest.current.controller?.update(settings);
  });

  // The takeover runs in a task of its own, queued at React's first commit (a layout effect): each
  // of the two stays under 50 ms at 4x CPU throttle, where together they were one long task
  // (issue 10). The first panel, the progress bar (rendered synchronously) and data-ready come in
  // that one task, so no frame shows a half-enhanced form.
  useLayoutEffect(() => {
    // One object for the element's life: its settings and controller change, not it.
    const state = latest.current;
    let controller: LeadWizardController | undefined;
    let live = true;
    const cancel = nextTask(() => {
      controller = state.controller = new LeadWizardController(
        // The settings of the latest render (a change before the takeover included).
        { host, ...state.settings },
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
      state.controller = undefined;
    };
    // The CMS markup is read once, at the takeover; the settings follow through controller.update.
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
