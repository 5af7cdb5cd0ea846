import { describe, expect, it } from 'vitest';
import { ApiError } from '@vt-elements/core';
import { english, TEXTS } from '../texts';
import {
  checkFailureMessage as checkFailure,
  dataError,
  firstRootCause,
  hasErrorField,
  originalMessage,
  tutorFailureMessage as tutorFailure,
  UUID_REQUIRED,
} from './messages';

/** The rules give a text key and its values, worded where shown; these tests read them in the spec's English. */
const checkFailureMessage = (failure: Parameters<typeof checkFailure>[0]) => english(checkFailure(failure));
const tutorFailureMessage = (body: unknown) => english(tutorFailure(body));
const http = (status: number, body: unknown) => new ApiError(`HTTP status ${status}`, 'http', 'u', status, body);

describe('§8 error catalogue texts', () => {
  it('pins every text', () => {
    expect(TEXTS.en.emailExists).toBe('Email already exists');
    expect(TEXTS.en.somethingWentWrong).toBe('Sorry, something went wrong');
    expect(TEXTS.en.serverError).toBe('Server error, could not submit form.');
    expect(TEXTS.en.couldNotSubmit).toBe('Could not submit form.');
    expect(checkFailureMessage(http(422, { root_causes: ['Email has already applied'] }))).toBe('Validation failed: Email has already applied.');
    expect(checkFailureMessage(http(422, { root_causes: ['Ends with a period.'] }))).toBe('Validation failed: Ends with a period.');
    expect(english(dataError('Applicant is blocked'))).toBe('Success response, but data indicated an error: Applicant is blocked');
    expect(checkFailureMessage(http(503, null))).toBe('HTTP status 503');
    expect(TEXTS.en.correlationIdRequired).toBe('correlation_id value is required from lead submission');
    expect(TEXTS.en.phoneRequired).toBe('Phone number is required');
    expect(UUID_REQUIRED).toBe('secure-uuid value is required for a callback');
  });

  it("leave the rules as text keys, with the server's cause or status as a value", () => {
    expect(checkFailure(http(422, { root_causes: ['Ends with a period.'] }))).toEqual({ key: 'validationFailed', params: { cause: 'Ends with a period' } });
    expect(checkFailure(http(502, null))).toEqual({ key: 'httpStatus', params: { status: 502 } });
    expect(checkFailure({ ok: true, status: 200, body: { error: 'Blocked' } })).toEqual({ key: 'dataError', params: { detail: 'Blocked' } });
    expect(tutorFailure({ root_causes: ['Zip code is outside of our area.'] })).toEqual({
      key: 'couldNotSubmitCause',
      params: { cause: 'Zip code is outside of our area' },
    });
    expect(tutorFailure({})).toEqual({ key: 'couldNotSubmit' });
  });
});

describe('first root cause', () => {
  it('finds causes at the top, under error and inside errors', () => {
    expect(firstRootCause({ root_causes: ['A', 'B'] })).toBe('A');
    expect(firstRootCause({ error: { root_cause: [{ reason: 'R' }] } })).toBe('R');
    expect(firstRootCause({ errors: [{ message: 'x' }, { rootCauses: [{ message: 'M' }] }] })).toBe('M');
    expect(firstRootCause({ error: 'no cause' })).toBe('');
    expect(firstRootCause('<html>')).toBe('');
  });
});

describe('§8 check failures', () => {
  it('root causes give Validation failed', () => {
    expect(checkFailureMessage(http(422, { errors: [{ root_causes: ['Email has already applied'] }] }))).toBe('Validation failed: Email has already applied.');
  });
  it('an error without a cause gives Sorry, something went wrong', () => {
    expect(checkFailureMessage(http(422, { error: 'Unprocessable Entity' }))).toBe('Sorry, something went wrong');
  });
  it('a 2xx body with an error gives the success-but-error text', () => {
    expect(checkFailureMessage({ ok: true, status: 200, body: { error: 'Applicant is blocked' } })).toBe('Success response, but data indicated an error: Applicant is blocked');
    expect(checkFailureMessage({ ok: true, status: 200, body: { errors: [{ message: 'Bad' }] } })).toBe('Success response, but data indicated an error: Bad');
  });
  it('other HTTP failures give HTTP status N; network failures the generic text', () => {
    expect(checkFailureMessage(http(500, '<html>oops</html>'))).toBe('HTTP status 500');
    expect(checkFailureMessage(http(502, null))).toBe('HTTP status 502');
    expect(checkFailureMessage(new ApiError('Network error: x', 'network', 'u'))).toBe('Sorry, something went wrong');
    expect(checkFailureMessage(new ApiError('not json', 'parse', 'u', 200, '<html>'))).toBe('Sorry, something went wrong');
  });
});

describe('§8 tutor application failure', () => {
  it("is 'Could not submit form.' plus the first root cause and a period", () => {
    expect(tutorFailureMessage({ errors: [{ root_causes: ['Email has already applied'] }] })).toBe('Could not submit form. Email has already applied.');
    expect(tutorFailureMessage({ error: { root_causes: ['Zip code is outside our tutoring area.'] } })).toBe('Could not submit form. Zip code is outside our tutoring area.');
  });
  it("is exactly 'Could not submit form.' without a root cause", () => {
    expect(tutorFailureMessage({ error: 'Unprocessable Entity' })).toBe('Could not submit form.');
    expect(tutorFailureMessage({ errors: [{ message: 'is invalid' }] })).toBe('Could not submit form.');
    expect(tutorFailureMessage('<html>')).toBe('Could not submit form.');
    expect(tutorFailureMessage(undefined)).toBe('Could not submit form.');
  });
});
describe('§8 check and tutor failure texts: the causes read (issue 51)', () => {
  it('the cause loses its trailing periods and spaces, once', () => {
    expect(checkFailureMessage(http(422, { root_causes: ['  Email is taken...  '] }))).toBe('Validation failed: Email is taken.');
    expect(tutorFailureMessage({ root_causes: ['Zip code is outside our area. '] })).toBe(
      'Could not submit form. Zip code is outside our area.',
    );
  });

  it('reads causes given as text, numbers, booleans, lists or objects (message, reason, detail, title)', () => {
    expect(firstRootCause({ root_causes: [' ', 'Second'] })).toBe('Second');
    expect(firstRootCause({ root_causes: 42 })).toBe('42');
    expect(firstRootCause({ root_causes: [true] })).toBe('true');
    expect(firstRootCause({ rootCause: { detail: 'D' } })).toBe('D');
    expect(firstRootCause({ root_cause: { title: 'T' } })).toBe('T');
    expect(firstRootCause({ root_causes: [{ message: 'M', reason: 'R' }] })).toBe('M');
    expect(firstRootCause({ root_causes: [{ reason: 'R', detail: 'D' }] })).toBe('R');
    expect(firstRootCause({ root_causes: [[], [{ code: 1 }], ['Nested']] })).toBe('Nested');
    expect(firstRootCause({ root_causes: [], error: { root_causes: ['Under error'] } })).toBe('Under error');
    expect(firstRootCause({ root_causes: null, errors: [{ root_cause: 'In errors' }] })).toBe('In errors');
    expect(firstRootCause([{ root_causes: [] }, { root_causes: ['Second entry'] }])).toBe('Second entry');
    expect(firstRootCause({ root_causes: [{ code: 1 }] })).toBe('');
    expect(firstRootCause(null)).toBe('');
  });

  it('an error field is present unless empty, false or null (spec §7 "may carry error or errors")', () => {
    expect([{ error: 'x' }, { errors: ['x'] }, { error: 0 }, { errors: { a: 1 } }].map(hasErrorField)).toEqual([true, true, true, true]);
    expect([{ error: '' }, { error: false }, { error: null }, { errors: [] }, {}, 'error', null].map(hasErrorField)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a 2xx error without readable text shows the error as JSON', () => {
    expect(checkFailureMessage({ ok: true, status: 200, body: { error: { code: 7 } } })).toBe(
      'Success response, but data indicated an error: {"code":7}',
    );
    expect(checkFailureMessage({ ok: true, status: 200, body: { errors: ['Blocked'] } })).toBe(
      'Success response, but data indicated an error: Blocked',
    );
  });

  it('HTTP status N needs a status; a time-out is the generic text', () => {
    expect(checkFailureMessage({ ok: false, status: 409, body: null })).toBe('HTTP status 409');
    expect(checkFailureMessage({ ok: false, body: null })).toBe('Sorry, something went wrong');
    expect(checkFailureMessage(new ApiError('Request timed out after 30000 ms: u', 'timeout', 'u'))).toBe('Sorry, something went wrong');
  });

  it('the original message kept beside the shown text names the cause', () => {
    expect(originalMessage(http(422, { root_causes: ['Email taken'] }))).toBe('HTTP status 422: Email taken');
    expect(originalMessage(http(500, { error: 'Internal Server Error' }))).toBe('HTTP status 500: Internal Server Error');
    expect(originalMessage(http(502, '<html>'))).toBe('HTTP status 502');
    expect(originalMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(originalMessage('plain')).toBe('plain');
  });
});
