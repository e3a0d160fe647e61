/**
 * /loss-report-form (docs/requirements.md#claims, #static-documents): the fillable loss report
 * PDF embedded, with its download link; the claims team's phone and e-mail from the runtime
 * configuration (claims may be reported by e-mail); the claims process acknowledgment.
 */
import {
  CLAIMS_PROCESS_ACKNOWLEDGMENT,
  LOSS_FORM_PATH,
  LOSS_REPORT_PDF_FILE_NAME,
  LOSS_REPORT_PDF_PATH,
  lossReportPageTexts,
  lossReportTexts,
} from '@almanac/core';
import { Box, Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { desktopMedia } from '../../../components/layout.js';
import { Page } from '../../../components/page.js';
import { RouterLink } from '../../../components/router-link.js';
import { StaticDocumentSections } from '../../../components/static-document.js';
import { ClaimsContact } from '../components/claims-contact.js';

export default function LossReportFormPage() {
  return (
    <Page title={lossReportTexts.reportFormTitle} lead={lossReportTexts.reportFormIntro} maxW="7xl">
      <Grid gap="6" alignItems="start" css={{ [desktopMedia]: { gridTemplateColumns: '3fr 2fr' } }}>
        <Stack gap="4">
          <Box
            asChild
            w="full"
            h={{ base: '60vh', md: '80vh' }}
            borderWidth="1px"
            borderRadius="lg"
            bg="bg.muted"
          >
            <object
              data={LOSS_REPORT_PDF_PATH}
              type="application/pdf"
              title={lossReportPageTexts.pdfFrameTitle}
            >
              <Text p="6">{lossReportPageTexts.pdfFallback}</Text>
            </object>
          </Box>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild>
              <a href={LOSS_REPORT_PDF_PATH} download={LOSS_REPORT_PDF_FILE_NAME}>
                <LuDownload aria-hidden="true" />
                {lossReportTexts.reportFormDownload}
              </a>
            </Button>
          </Stack>
        </Stack>
        <Stack gap="6">
          <ClaimsContact />
          <Card.Root variant="subtle" borderRadius="xl">
            <Card.Body>
              <Stack gap="2">
                <Text>{lossReportTexts.lossFormIntro}</Text>
                <RouterLink to={LOSS_FORM_PATH}>{lossReportPageTexts.fileOnline}</RouterLink>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Stack
            as="section"
            aria-labelledby="claims-process-title"
            gap="4"
            borderWidth="1px"
            borderRadius="xl"
            p={{ base: '4', md: '6' }}
          >
            <Heading as="h2" id="claims-process-title" size="lg" color="secondary.solid">
              {CLAIMS_PROCESS_ACKNOWLEDGMENT.title}
            </Heading>
            <Text color="fg.muted">{CLAIMS_PROCESS_ACKNOWLEDGMENT.intro}</Text>
            <StaticDocumentSections document={CLAIMS_PROCESS_ACKNOWLEDGMENT} headingAs="h3" />
          </Stack>
        </Stack>
      </Grid>
    </Page>
  );
}
