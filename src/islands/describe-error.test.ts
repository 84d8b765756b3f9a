import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('prefers the status text of an HTTP-style error', () => {
    expect(
      describeError({ status: 503, statusText: 'Service Unavailable', message: 'fetch failed' }),
    ).toBe('Service Unavailable');
  });

  it('uses the message when the status text is empty or missing', () => {
    expect(describeError({ status: 500, statusText: '', message: 'Upstream broke' })).toBe(
      'Upstream broke',
    );
    expect(describeError(new TypeError('x is not a function'))).toBe('x is not a function');
  });

  it('turns anything else into text', () => {
    expect(describeError('plain string')).toBe('plain string');
    expect(describeError(42)).toBe('42');
    expect(describeError(null)).toBe('null');
    expect(describeError({})).toBe('[object Object]');
  });
});
