import { usStates } from '@almanac/core';

/** `<option>`s for the 50 states, DC and Puerto Rico (codes as values), for any state dropdown. */
export function UsStateOptions() {
  return (
    <>
      {usStates.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </>
  );
}
