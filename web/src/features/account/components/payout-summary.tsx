/** The saved payout information as the server answers it: masked numbers only, with Edit. */
import { accountTypeLabels, commissionPaymentsTexts as texts, type AccountType } from '@almanac/core';
import { DataList } from '@chakra-ui/react';
import type { PayoutInformation } from '../api/payments-api.js';

const typeLabel = (type: string) => accountTypeLabels[type as AccountType] ?? type;

export function PayoutSummary({ saved }: { saved: PayoutInformation }) {
  const rows: [string, string][] = [
    [texts.depositoryNameLabel, saved.depositoryName],
    [texts.accountNameLabel, saved.namesOnTheAccount || '—'],
    [texts.routingNumberLabel, saved.maskedRoutingNumber],
    [texts.accountNumberLabel, saved.maskedAccountNumber],
    [texts.accountTypeLabel, typeLabel(saved.accountType)],
  ];
  return (
    <DataList.Root orientation="horizontal" aria-label={texts.payoutTitle}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
