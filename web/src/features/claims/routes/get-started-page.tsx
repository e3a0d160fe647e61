/** /loss-form/get-started (docs/requirements.md#claims): how filing a claim works, and "File Loss Report". */
import { LOSS_FORM_PATH, LOSS_REPORT_FORM_PATH, lossReportPageTexts, lossReportTexts } from '@almanac/core';
import { Box, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Page } from '../../../components/page.js';
import { RouterLink } from '../../../components/router-link.js';
import { FileLossReportButton } from '../components/policy-number-dialog.js';

export default function GetStartedPage() {
  return (
    <Page title={lossReportTexts.getStartedTitle} lead={lossReportTexts.lossFormIntro} maxW="3xl">
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body>
          <List.Root as="ol" gap="4" listStyleType="none">
            {lossReportTexts.getStartedSteps.map((step, i) => (
              <List.Item key={step}>
                <HStack align="flex-start" gap="3">
                  <Box
                    flexShrink={0}
                    boxSize="7"
                    borderRadius="full"
                    bg="primary.solid"
                    color="primary.contrast"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    fontWeight="semibold"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </Box>
                  <Text pt="0.5">{step}</Text>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
        <FileLossReportButton />
        <RouterLink to={LOSS_FORM_PATH}>{lossReportPageTexts.backToLossForm}</RouterLink>
        <RouterLink to={LOSS_REPORT_FORM_PATH}>{lossReportTexts.reportFormDownload}</RouterLink>
      </Stack>
    </Page>
  );
}
