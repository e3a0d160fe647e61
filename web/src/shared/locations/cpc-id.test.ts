import { describe, expect, it } from 'vitest';
import { CPC_ID_NUMBER_MESSAGE, CPC_ID_RANGE_MESSAGE, cpcIdLocation, validateCpcId } from './cpc-id.js';

describe('validateCpcId', () => {
  it('accepts integers 0..90000 of at most 5 digits', () => {
    expect(validateCpcId('0')).toEqual({ ok: true, id: 0 });
    expect(validateCpcId(' 9490 ')).toEqual({ ok: true, id: 9490 });
    expect(validateCpcId('90000')).toEqual({ ok: true, id: 90000 });
  });
  it.each(['90001', '-1', '1.5', '123456', '1e3'])('"%s": %s', (raw) =>
    expect(validateCpcId(raw)).toEqual({ ok: false, message: CPC_ID_RANGE_MESSAGE }),
  );
  it.each(['', 'abc', '12a'])('"%s" is not a number', (raw) =>
    expect(validateCpcId(raw)).toEqual({ ok: false, message: CPC_ID_NUMBER_MESSAGE }),
  );
  it('uses the spec messages', () => {
    expect(CPC_ID_RANGE_MESSAGE).toBe('CPC ID must be an integer between 0 and 90000');
    expect(CPC_ID_NUMBER_MESSAGE).toBe('CPC ID must be a number');
  });
});

describe('cpcIdLocation', () => {
  it('is the centre of the id’s CPC cell (row * 300 + col from the south-west)', () => {
    expect(cpcIdLocation(0)).toEqual({ lat: 20.125, lng: -129.875 });
    expect(cpcIdLocation(31 * 300 + 190)).toEqual({ lat: 27.875, lng: -82.375 });
  });
  it('is null past the grid (36000 cells)', () => {
    expect(cpcIdLocation(36000)).toBeNull();
    expect(cpcIdLocation(90000)).toBeNull();
  });
});
