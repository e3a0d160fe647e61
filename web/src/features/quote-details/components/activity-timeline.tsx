import { Box, Circle, Stack, Text } from '@chakra-ui/react';
import { CoverageCard } from '../../../components/coverage/panels.js';
import { formatEventDate, type TimelineEvent } from '../model/quote-details.js';

/**
 * The vertical Activity timeline (docs/requirements.md#quote-details, #entity-quote): the agent's
 * events, oldest first.
 */
export function ActivityTimeline({ events, loading }: { events: TimelineEvent[]; loading?: boolean }) {
  return (
    <CoverageCard title="Activity" titleId="activity-title">
      {events.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {loading ? 'Loading activity…' : 'No activity yet.'}
        </Text>
      ) : (
        <Box as="ol" listStyleType="none" m="0" p="0" aria-label="Activity timeline">
          {events.map((e, i) => {
            const last = i === events.length - 1;
            return (
              <Box as="li" key={`${e.eventDate}-${i}`} position="relative" ps="7" pb={last ? '0' : '5'}>
                {last ? null : (
                  <Box
                    aria-hidden="true"
                    position="absolute"
                    insetStart="9px"
                    top="5"
                    bottom="0"
                    borderStartWidth="2px"
                    borderColor="border"
                  />
                )}
                <Circle
                  aria-hidden="true"
                  size="5"
                  position="absolute"
                  insetStart="0"
                  top="0.5"
                  bg={last ? 'primary.solid' : 'primary.subtle'}
                  borderWidth="2px"
                  borderColor="primary.solid"
                />
                <Stack gap="0.5">
                  <Text fontWeight="semibold" fontSize="sm" lineHeight="short">
                    {e.eventName}
                  </Text>
                  <Text asChild fontSize="xs" color="fg.muted">
                    <time dateTime={e.eventDate}>{formatEventDate(e.eventDate)}</time>
                  </Text>
                  {e.description ? (
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {e.description}
                    </Text>
                  ) : null}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </CoverageCard>
  );
}
