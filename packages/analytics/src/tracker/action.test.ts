import { describe, expect, it } from 'vitest';
import { actionBody } from './action';

const CONTEXT = { applicationId: 'vt-web', pageRequestId: 'undefined', viewport: { height: 720, width: 1280 } };
const AT = Date.UTC(2026, 10, 23, 22, 0, 0);

describe('spec §3 Action event body', () => {
  it('eventName plus every §3 property; blocks the event lacks are null', () => {
    expect(
      actionBody({ event: 'lead_form_start', properties: { form_id: 'home-hero', leadform: 'home-hero' }, timestamp: AT }, CONTEXT),
    ).toEqual({
      eventName: 'lead_form_start',
      properties: {
        form_id: 'home-hero',
        leadform: 'home-hero',
        customEventData: null,
        domEventData: null,
        leadFormEventData: { id: 'home-hero', panel: '' },
        course_search: null,
        window: { height: 720, width: 1280, visibleElements: [] },
        pageRequestId: 'undefined',
        applicationId: 'vt-web',
      },
      timestamp: '2026-11-23T22:00:00.000Z',
    });
  });

  it('click events: customEventData (category default atlas) and domEventData as tracked', () => {
    const dom = {
      target: 'a',
      classes: 'cta',
      href: 'https://www.example.com/x',
      text: 'Go',
      value: '',
      name: '',
      data: { trackAction: 'cta_click' },
    };
    const body = actionBody(
      { event: 'cta_click', properties: { customEventData: { action: 'cta_click', label: 'hero' }, domEventData: dom }, timestamp: AT },
      CONTEXT,
    );
    expect(body.properties.customEventData).toEqual({ action: 'cta_click', category: 'atlas', label: 'hero', value: '' });
    expect(body.properties.domEventData).toEqual(dom);
    expect(body.properties).not.toHaveProperty('customEventData.extra');
  });

  it('field events keep fieldName, fieldValue, className and data-tracking attributes; leadFormEventData from leadFormId and panelId', () => {
    const properties = {
      fieldName: 'grade_level',
      fieldValue: 'College',
      className: 'choice',
      leadFormId: 'home-hero',
      panelId: 'grade',
      trackingLabel: 'grade',
    };
    const body = actionBody({ event: 'lead_form_field', properties, timestamp: AT }, CONTEXT);
    expect(body.properties).toMatchObject({ ...properties, leadFormEventData: { id: 'home-hero', panel: 'grade' } });
  });

  it('course_search is passed through', () => {
    const search = { query: 'sat', filters: [], page: 1, result_uuids: ['a'] };
    expect(actionBody({ event: 'search', properties: { course_search: search }, timestamp: AT }, CONTEXT).properties.course_search).toEqual(
      search,
    );
  });
});
