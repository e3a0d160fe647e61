/**
 * Available Trigger option cards (docs/requirements.md#quoter-coverage-terms): one radio card per
 * priced option; the precipitation strike also as a percent of the 30-year average, temperature as
 * "Above/Below {degree}°F". Selecting a card selects the option (the page copies its trigger and
 * exhaust).
 */
import type { ProgramCode } from '@almanac/core';
import { Badge, Flex, Icon, Portal, RadioCard, SimpleGrid, Text, Tooltip } from '@chakra-ui/react';
import { LuInfo } from 'react-icons/lu';
import {
  formatIndex,
  formatRelativeStrike,
  formatUsd,
  optionTitle,
  RELATIVE_STRIKE_TOOLTIP,
} from '../../../../shared/quote/coverage-format.js';
import { exhaustOf, isPrecipitation, type PricedQuote } from '../../../../shared/quote/quote.js';

export function OptionCards({
  program,
  quotes,
  selectedId,
  onSelect,
  matchedTrigger,
  disabled,
}: {
  program: ProgramCode;
  quotes: PricedQuote[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  matchedTrigger: number | null;
  disabled?: boolean;
}) {
  const precipitation = isPrecipitation(program);
  return (
    <RadioCard.Root
      value={selectedId}
      onValueChange={(e) => e.value && onSelect(e.value)}
      orientation="vertical"
      align="start"
      size="sm"
      disabled={disabled}
    >
      <Flex align="center" gap="1">
        <RadioCard.Label fontWeight="semibold">Available Triggers</RadioCard.Label>
        {precipitation ? (
          <Tooltip.Root openDelay={100} positioning={{ placement: 'top' }}>
            <Tooltip.Trigger asChild>
              <button
                type="button"
                aria-label={RELATIVE_STRIKE_TOOLTIP}
                style={{ display: 'inline-flex', borderRadius: '9999px', padding: '2px' }}
              >
                <Icon as={LuInfo} boxSize="4" color="fg.muted" />
              </button>
            </Tooltip.Trigger>
            <Portal>
              <Tooltip.Positioner>
                <Tooltip.Content>{RELATIVE_STRIKE_TOOLTIP}</Tooltip.Content>
              </Tooltip.Positioner>
            </Portal>
          </Tooltip.Root>
        ) : null}
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" w="full">
        {quotes.map((q) => {
          const relative = formatRelativeStrike(q.relativeStrike);
          const matched = matchedTrigger !== null && q.isRequested;
          return (
            <RadioCard.Item key={q.id} value={q.id} data-testid={`option-${q.id}`}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent gap="1">
                  <RadioCard.ItemText fontSize="md" fontWeight="semibold">
                    {optionTitle(program, q)}
                    {precipitation && relative ? (
                      <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                        {' '}
                        · {relative} of avg.
                      </Text>
                    ) : null}
                  </RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    Exhaust {formatIndex(program, exhaustOf(q))}
                  </RadioCard.ItemDescription>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontSize="sm">
                      Net premium <strong>{formatUsd(q.netPremium)}</strong>
                    </Text>
                    {matched ? (
                      <Badge size="sm" colorPalette="secondary" variant="subtle">
                        Matched
                      </Badge>
                    ) : q.isRequested ? (
                      <Badge size="sm" colorPalette="primary" variant="subtle">
                        Requested
                      </Badge>
                    ) : null}
                  </Flex>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
