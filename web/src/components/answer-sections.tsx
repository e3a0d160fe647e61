import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';

export interface AnswerSectionData {
  heading: string;
  rows: [label: string, value: string][];
}

/** Read-only answers by section: a heading, then label and value rows (one column below md). */
export function AnswerSections({ sections }: { sections: readonly AnswerSectionData[] }) {
  return (
    <Stack gap="5">
      {sections.map((section) => (
        <Box as="section" key={section.heading} aria-label={section.heading}>
          <Heading as="h3" size="sm" mb="2" color="secondary.solid">
            {section.heading}
          </Heading>
          <Grid as="dl" templateColumns={{ base: '1fr', md: '220px 1fr' }} columnGap="4" rowGap="1">
            {section.rows.map(([label, value]) => (
              <Box key={label} display="contents">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  {label}
                </Text>
                <Text as="dd" fontSize="sm" mb={{ base: '2', md: '0' }} wordBreak="break-word">
                  {value}
                </Text>
              </Box>
            ))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}
