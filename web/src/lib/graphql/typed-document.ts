/**
 * A document as the build writes it where it is used (web/plugins/inline-graphql-documents.ts):
 * the same string object as generated/graphql.ts's TypedDocumentString, without bringing in that
 * module (every document of the app). Its type is the call's (`graphql()`'s), as before.
 */
class InlinedDocument extends String {
  constructor(
    private readonly value: string,
    public readonly __meta__?: Record<string, unknown>,
  ) {
    super(value);
  }

  override toString(): string {
    return this.value;
  }
}

export function typedDocument(source: string, meta?: Record<string, unknown>): InlinedDocument {
  return new InlinedDocument(source, meta);
}
