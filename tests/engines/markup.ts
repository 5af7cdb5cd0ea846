import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '@vt-elements/demo-api';
import { startDemoServer, type DemoServer } from '@vt-elements/demo-api/server';
import { root } from '../../scripts/elements.mjs';
import { requireBuiltDist } from '../support/browser';
import { HOSTILE_PANELS, brokenProperties, hostileMarkupPage, markupState } from '../support/hostile-markup';
import { clickOn, clickText, stillLayout, waitFor, type Session } from './session';

/**
 * Issue 50 in Firefox ESR and WebKitGTK, as tests/browser/panel-markup.test.ts in Chromium: a lead
 * form's panels whose data-markup holds clobbering names, SVG animation of a link's href (clicked)
 * and the known mutation-XSS shapes, on the built dist/. No script runs, `document` and the form
 * keep their properties, and each panel reports once what DOMPurify removed.
 */
export function markupSuite(name: string, open: () => Promise<Session>): void {
  let session: Session;
  let server: DemoServer;

  beforeAll(async () => {
    requireBuiltDist();
    const page = http.get(
      '*/hostile-markup.html',
      () => new HttpResponse(hostileMarkupPage(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    );
    [session, server] = await Promise.all([open(), startDemoServer({ root, handlers: [page, ...handlers] })]);
    await session.resize(1280, 800);
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  describe(`${name}: data-markup through DOMPurify (issue 50)`, () => {
    it('no script runs, document and the form keep their properties, each panel reports once and shows the rest', async () => {
      await session.goto(new URL('/hostile-markup.html', server.url).href);
      await waitFor(session, 'the wizard to take over', () => document.querySelector('vt-lead-wizard')?.hasAttribute('data-ready'));
      for (const { id, link } of HOSTILE_PANELS) {
        await clickOn(session, '[data-next]');
        await waitFor(
          session,
          `panel ${id}`,
          (want: string) =>
            [...document.querySelectorAll('[data-panel-type]')].find((p) => p.getClientRects().length > 0)?.getAttribute('data-id') ===
            want,
          id,
        );
        await stillLayout(session);
        // The visitor clicks the link: an animated javascript: href would run now.
        if (link) await clickText(session, 'svg text', link);
        expect(await session.run(brokenProperties), `${name} ${id}`).toEqual([]);
      }
      const state = await session.run(markupState);
      expect(state.ran, name).toEqual([]);
      for (const { id } of HOSTILE_PANELS)
        expect(
          state.reports.filter((r) => r.startsWith(`Error: <vt-lead-wizard> panel "${id}" data-markup: removed `)),
          `${name} ${id}`,
        ).toHaveLength(1);
      expect(state.reports, name).toHaveLength(HOSTILE_PANELS.length);
      // What is not hostile stays: a form field with its name and label.
      expect(await session.run(() => (document.getElementById('keep-notes') as HTMLInputElement | null)?.name)).toBe('notes');
    });
  });
}
