/** What a field longer than its limit is told, e.g. "first name is too long (100 characters at most)". */
export const tooLongMessage = (name: string, max: number): string =>
  `${name} is too long (${max} characters at most)`;
