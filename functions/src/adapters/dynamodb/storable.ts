/**
 * A plain JSON copy of a record for DynamoDB: non-finite numbers (NaN, Infinity) become null and
 * undefined members disappear, as they would in any JSON store.
 */
export const storable = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
