/**
 * /loss-form (docs/requirements.md#claims): the coverage types Almanac sells (core's
 * SOLD_COVERAGE_TYPES; a peril no policy covers is not offered), each with its description and
 * "File Loss Report" (the policy-number modal); a coverage whose sub-route exists with the
 * claims-form flag in its current state links to it.
 */
import {
  LOSS_FORM_GET_STARTED_PATH,
  LOSS_REPORT_FORM_PATH,
  lossFormPerilPath,
  lossReportPageTexts,
  lossReportTexts,
  routedCoverageTypes,
  SOLD_COVERAGE_TYPES,
} from '@almanac/core';
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Page } from '../../../components/page.js';
import { RouterLink } from '../../../components/router-link.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { FileLossReportButton } from '../components/policy-number-dialog.js';

export default function LossFormPage() {
  const routed = new Set(routedCoverageTypes(useFlag('claimsForm')).map((c) => c.slug));
  return (
    <Page title={lossReportTexts.lossFormTitle} lead={lossReportTexts.lossFormIntro} maxW="6xl">
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
        <RouterLink to={LOSS_FORM_GET_STARTED_PATH}>{lossReportPageTexts.getStartedLink}</RouterLink>
        <RouterLink to={LOSS_REPORT_FORM_PATH}>{lossReportTexts.reportFormDownload}</RouterLink>
      </Stack>
      <Heading as="h2" size="lg" color="secondary.solid">
        {lossReportPageTexts.coverageTypesTitle}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {SOLD_COVERAGE_TYPES.map((c) => (
          <Card.Root as="li" key={c.slug} variant="outline" borderRadius="xl">
            <Card.Body gap="3">
              <Heading as="h3" size="md" color="secondary.solid">
                {routed.has(c.slug) ? (
                  <RouterLink
                    to={lossFormPerilPath(c.slug)}
                    color="inherit"
                    fontWeight="inherit"
                    textDecoration="underline"
                    textUnderlineOffset="3px"
                  >
                    {c.title}
                  </RouterLink>
                ) : (
                  c.title
                )}
              </Heading>
              <Text color="fg.muted" flex="1">
                {c.description}
              </Text>
            </Card.Body>
            <Card.Footer>
              <FileLossReportButton label={`${lossReportTexts.fileLossReport}: ${c.title}`} />
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Page>
  );
}
