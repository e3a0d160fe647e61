import { contractDocumentsFolder, PDF_CONTENT_TYPE } from '@almanac/core';
import type {
  ClientSignatureRecord,
  ContractDocumentRecord,
  ContractRecord,
  Ports,
} from '../../ports/index.js';
import {
  applicationContent,
  applicationDocument,
  brokerDocumentSignature,
  clientDocumentSignatures,
  type Producer,
  signedContentSha256,
} from './application-document.js';
import { contractDocumentId, personName } from './contract-view.js';

export type FullySignedDeps = Pick<
  Ports,
  'users' | 'organizations' | 'quotes' | 'documents' | 'files' | 'sha256' | 'random'
>;

/**
 * The producer as the signed application names them: as kept at the broker's signing, else (an
 * application signed before issue 27) as the agent's record says now.
 */
async function producerOf(ports: FullySignedDeps, c: ContractRecord): Promise<Producer> {
  if (c.producer) return c.producer;
  const agent = await ports.users.get(c.agentId);
  const agency = c.organizationId ? await ports.organizations.get(c.organizationId) : undefined;
  return {
    name: agent ? personName(agent) : (c.agentSignature?.name ?? ''),
    email: agent?.email ?? c.agentSignature?.email ?? '',
    ...(agency ? { agency: agency.name } : {}),
    ...(agent?.legal?.stateLicenseNumber ? { stateLicenseNumber: agent.legal.stateLicenseNumber } : {}),
  };
}

/**
 * The client's signing (docs/requirements.md#client-review, docs/decisions.md, issue 27): the
 * application's content again (the same producer, answers and frozen quote the broker signed)
 * and its SHA-256, which the client's signature records; then, once that signature is known, the
 * PDF carrying every signature of the sale (the broker's, the client's with their
 * acknowledgements, the California D-1 notice's) and its signature certificate, stored under a
 * key of its own (a lost race leaves a file nobody points to, never one over the winner's).
 */
export async function signedApplicationContent(ports: FullySignedDeps, c: ContractRecord) {
  const quote = await ports.quotes.get(c.quoteId);
  if (!quote) throw new Error(`contract ${c.id}: its quote does not exist`);
  const content = applicationContent(c, quote, await producerOf(ports, c));
  return { content, contentSha256: signedContentSha256(ports.sha256, content) };
}

export async function storeFullySignedApplication(
  ports: FullySignedDeps,
  c: ContractRecord,
  content: Awaited<ReturnType<typeof signedApplicationContent>>['content'],
  client: ClientSignatureRecord,
): Promise<ContractDocumentRecord> {
  const broker = c.agentSignature;
  const signatures = [
    ...(broker
      ? [
          brokerDocumentSignature({
            ...broker,
            // The broker signed the same content; a signature from before issue 27 has no hash of it.
            contentSha256: broker.contentSha256 ?? '',
          }),
        ]
      : []),
    ...clientDocumentSignatures(client),
  ];
  const pdf = await ports.documents.applicationPdf(applicationDocument(content, signatures));
  const fileName = `application-signed-${client.signedAt.replace(/[:.]/g, '-')}.pdf`;
  const key = `${contractDocumentsFolder(c.id)}/${ports.random.id()}/${fileName}`;
  await ports.files.put(key, pdf, PDF_CONTENT_TYPE);
  return {
    id: c.applicationDocument?.id ?? contractDocumentId(c.id, 'application'),
    kind: 'APPLICATION',
    key,
    fileName,
    mimetype: PDF_CONTENT_TYPE,
    sha256: ports.sha256(pdf),
    createdAt: client.signedAt,
  };
}
