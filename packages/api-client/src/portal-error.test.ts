import { miniSerializeError } from '@reduxjs/toolkit';
import { errorMessage } from './portal-error';

describe('errorMessage', () => {
  it('gives the message of an API failure (the server’s error field or the network’s reason)', () => {
    expect(errorMessage({ status: 403, message: 'You may not see this site.' })).toBe('You may not see this site.');
    expect(errorMessage({ status: 'NETWORK', message: 'Failed to fetch' }, 'Offline.')).toBe('Failed to fetch');
  });

  it('words a fetchBaseQuery failure as the spec says, when it has not been turned into one yet', () => {
    expect(errorMessage({ status: 409, data: { statusCode: 409, error: 'The name is taken.' } })).toBe(
      'The name is taken.',
    );
    expect(errorMessage({ status: 502, data: null })).toBe('The server answered with status 502.');
    expect(errorMessage({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' })).toBe(
      'The server sent an answer that could not be read.',
    );
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('Failed to fetch');
  });

  it('gives the message of a thrown error or of an exception RTK serialized', () => {
    expect(errorMessage(new Error('The blob endpoint refused block 2.'))).toBe('The blob endpoint refused block 2.');
    expect(errorMessage(miniSerializeError(new TypeError('x is undefined')))).toBe('x is undefined');
  });

  it('gives the fallback when there is no message to show', () => {
    expect(errorMessage(undefined, 'The search failed.')).toBe('The search failed.');
    expect(errorMessage(null, 'The search failed.')).toBe('The search failed.');
    expect(errorMessage('offline', 'The server could not be reached.')).toBe('The server could not be reached.');
    expect(errorMessage({ message: '' }, '')).toBe('');
    expect(errorMessage({ message: '  ' }, 'No reason given.')).toBe('No reason given.');
    expect(errorMessage({ message: 42 }, 'No reason given.')).toBe('No reason given.');
    expect(errorMessage({})).toBe('The server could not be reached.');
  });
});
