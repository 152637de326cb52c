/** Runs autocannon with the given options and resolves with its result (it only takes a callback). */
import autocannon from 'autocannon';

/** @param {import('autocannon').Options} options */
export function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
