import { describe, expect, it } from 'vitest';
import { clientCopyAddresses } from './client-addresses.js';

describe('clientCopyAddresses', () => {
  it('the application’s other addresses, each once, never the primary, whatever the case', () => {
    expect(
      clientCopyAddresses(
        [
          { value: 'Dana@Example.com' },
          { value: 'ops@acme.test' },
          { value: ' OPS@acme.test' },
          { value: '' },
        ],
        'dana@example.com',
      ),
    ).toEqual(['ops@acme.test']);
    expect(clientCopyAddresses(undefined, 'dana@example.com')).toEqual([]);
  });
});
