import { expect, it } from 'vitest';
import { ApiError, errorMessage, NO_CONNECTION } from '../../../src/lib/api-client.ts';

it("shows the server's message, else the screen's fallback, and a request with no answer as no connection", () => {
  expect(errorMessage(new ApiError(409, 'You have already reported this listing.'), 'Could not send.')).toBe('You have already reported this listing.');
  expect(errorMessage(new ApiError(500, undefined), 'Could not send.')).toBe('Could not send.');
  expect(errorMessage(new TypeError('boom'), 'Could not send.')).toBe('Could not send.');
  expect(errorMessage(new ApiError(0, undefined), 'Could not send.')).toBe(NO_CONNECTION);
});

it("says no connection in the screen's own words where it has them", () => {
  const offline = 'You are offline. Changing the price needs a connection.';
  expect(errorMessage(new ApiError(0, undefined), 'Could not save.', offline)).toBe(offline);
  expect(errorMessage(new ApiError(400, 'Price must be a number'), 'Could not save.', offline)).toBe('Price must be a number');
});
