import { describe, expect, it } from 'vitest';
import { ApiError } from '@vt-elements/core';
import { checkFailureMessage, firstRootCause, MESSAGES, tutorFailureMessage } from './messages';

describe('§8 error catalogue texts', () => {
  it('pins every text', () => {
    expect(MESSAGES.emailExists).toBe('Email already exists');
    expect(MESSAGES.somethingWentWrong).toBe('Sorry, something went wrong');
    expect(MESSAGES.serverError).toBe('Server error, could not submit form.');
    expect(MESSAGES.couldNotSubmit).toBe('Could not submit form.');
    expect(MESSAGES.validationFailed('Email has already applied')).toBe('Validation failed: Email has already applied.');
    expect(MESSAGES.validationFailed('Ends with a period.')).toBe('Validation failed: Ends with a period.');
    expect(MESSAGES.dataError('Applicant is blocked')).toBe('Success response, but data indicated an error: Applicant is blocked');
    expect(MESSAGES.httpStatus(503)).toBe('HTTP status 503');
    expect(MESSAGES.correlationIdRequired).toBe('correlation_id value is required from lead submission');
    expect(MESSAGES.phoneRequired).toBe('Phone number is required');
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
  const http = (status: number, body: unknown) => new ApiError(`HTTP status ${status}`, 'http', 'u', status, body);
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
