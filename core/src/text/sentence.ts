/**
 * A sentence that ends with a name ends with one full stop: "… for Acme Inc." never "Acme Inc.."
 * (issue 27). A text already ending in ".", "!" or "?" (after closing quotes or brackets) keeps its
 * own mark.
 */
export const endSentence = (text: string): string => {
  const trimmed = text.trimEnd();
  return /[.!?]["'’”)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
