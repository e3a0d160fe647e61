/**
 * Wire payment details (docs/requirements.md#payment): the deployment's wire instructions from
 * /config.json (never from code), the reference to quote (the contract id) and the wires support
 * e-mail; without configured instructions, the page says they are not available.
 */
import { clientPageTexts, paymentTexts, type WireInstructions } from '@almanac/core';
import { Alert, Card, DataList, Heading, Link, Stack, Text } from '@chakra-ui/react';

export function WireInstructionsCard({
  wire,
  contractId,
}: {
  wire: WireInstructions | undefined;
  contractId: string;
}) {
  const rows: [string, string | undefined][] = wire
    ? [
        ['Beneficiary', wire.beneficiaryName],
        ['Bank', wire.beneficiaryBank],
        ['Bank Address', wire.bankAddress],
        ['Account Number', wire.accountNumber],
        ['Routing Number (ABA)', wire.routingNumber],
        ['SWIFT', wire.swift],
        ['Reference', wire.referenceNote ? `${wire.referenceNote} ${contractId}` : contractId],
      ]
    : [];
  return (
    <Card.Root variant="outline" borderRadius="xl" as="section" aria-labelledby="client-wire-title">
      <Card.Body gap="4">
        <Heading as="h2" id="client-wire-title" size="lg" color="secondary.solid">
          {paymentTexts.wireTitle}
        </Heading>
        {wire ? (
          <Stack gap="4">
            <Text color="fg.muted">{clientPageTexts.wireLead}</Text>
            <DataList.Root orientation="horizontal" size="sm" gap="2" aria-label="Wire instructions">
              {rows
                .filter((r): r is [string, string] => !!r[1])
                .map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue fontWeight="medium" wordBreak="break-all">
                      {value}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
            </DataList.Root>
            <Link href={`mailto:${wire.supportEmail}`} colorPalette="secondary" variant="underline">
              {paymentTexts.wireSupport(wire.supportEmail)}
            </Link>
          </Stack>
        ) : (
          <Alert.Root status="warning" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{paymentTexts.wireUnavailable}</Alert.Title>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
