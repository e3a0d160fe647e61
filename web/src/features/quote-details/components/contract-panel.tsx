/**
 * The state of the application made from this quote, and of the policy once bound
 * (docs/requirements.md#quote-details, #binding, #payment): its status (core's
 * contractStatusLabels) and the policy's, the policy number, when payment is due, the
 * underwriter's decision, when the client signed, how they paid (masked), why it expired, and the
 * documents (the signed application, the policy declarations) with download links.
 */
import { Badge, DataList, Text } from '@chakra-ui/react';
import { ContractDocuments } from '../../../components/contracts/contract-documents.js';
import { CoverageCard } from '../../../components/coverage/panels.js';
import { contractFacts, contractStateTitle, contractStatusLabel } from '../model/contract-state.js';
import type { ContractSummary } from '../model/quote-details.js';

export function ContractPanel({ contract }: { contract: ContractSummary }) {
  const facts = contractFacts(contract);
  return (
    <CoverageCard
      title={contractStateTitle(contract)}
      titleId="contract-panel-title"
      badge={
        <Badge colorPalette="primary" variant="subtle" data-testid="contract-state">
          {contractStatusLabel(contract)}
        </Badge>
      }
    >
      <DataList.Root orientation="horizontal" size="sm" gap="2" aria-label="Contract state">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text as="h3" fontWeight="semibold" fontSize="sm">
        Documents
      </Text>
      <ContractDocuments
        documents={contract.documents}
        empty="The signed application and, once bound, the policy documents will be here."
      />
    </CoverageCard>
  );
}
