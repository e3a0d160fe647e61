/** The Representations and Warranties the client gives by signing (docs/requirements.md#client-review, #static-documents). */
import {
  clientPageTexts,
  clientReviewTexts,
  REPRESENTATIONS_AND_WARRANTIES,
  REPRESENTATIONS_PATH,
} from '@almanac/core';
import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterDomLink } from 'react-router-dom';
import { StaticDocumentSections } from '../../../components/static-document.js';

export function Representations() {
  return (
    <Card.Root
      variant="outline"
      borderRadius="xl"
      as="section"
      aria-labelledby="client-representations-title"
    >
      <Card.Body gap="4">
        <Heading as="h2" id="client-representations-title" size="lg" color="secondary.solid">
          {clientReviewTexts.representationsTitle}
        </Heading>
        <Text color="fg.muted">{clientPageTexts.representationsLead}</Text>
        <Box
          maxH="80"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="md"
          p="4"
          tabIndex={0}
          aria-label={REPRESENTATIONS_AND_WARRANTIES.title}
        >
          <Stack gap="3" fontSize="sm">
            <Text>{REPRESENTATIONS_AND_WARRANTIES.intro}</Text>
            <StaticDocumentSections document={REPRESENTATIONS_AND_WARRANTIES} headingAs="h3" />
          </Stack>
        </Box>
        <Link asChild variant="underline" colorPalette="secondary" fontSize="sm">
          <RouterDomLink to={REPRESENTATIONS_PATH} target="_blank" rel="noopener">
            {clientPageTexts.readRepresentations}
          </RouterDomLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
