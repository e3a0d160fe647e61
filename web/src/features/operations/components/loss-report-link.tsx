import { signedLossReportTexts } from '@almanac/core';
import { Button, Text } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { displayError } from '../../../lib/graphql/index.js';
import { useContractDocumentUrl } from '../../../shared/contracts/contract-documents-api.js';

/** A signed loss report's PDF: a short-lived link (getSignedUrl), or why there is none. */
export function LossReportLink({ file }: { file: string }) {
  const url = useContractDocumentUrl(file);
  if (url.isError)
    return (
      <Text fontSize="sm" color="red.fg" role="status">
        {`Download unavailable: ${displayError(url.error)}`}
      </Text>
    );
  if (!url.data)
    return (
      <Button size="sm" variant="outline" loading disabled alignSelf="flex-start">
        {signedLossReportTexts.link}
      </Button>
    );
  return (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <a href={url.data} target="_blank" rel="noopener noreferrer">
        <LuFileText aria-hidden="true" /> {signedLossReportTexts.link}
      </a>
    </Button>
  );
}
