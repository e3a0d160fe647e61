/**
 * 4 Diligent Effort (docs/requirements.md#application-diligent-effort, #validation-diligent-effort):
 * the acknowledgment first; the form's download and upload unless the applicant is an Exempt
 * Commercial Purchaser (core's acknowledgmentNeedsForm).
 */
import {
  acknowledgmentNeedsForm,
  diligentEffortAcknowledgmentLabels,
  diligentEffortAcknowledgments,
  diligentEffortFor,
  EXEMPT_COMMERCIAL_PURCHASER_NO_FORM_MESSAGE,
  NO_DILIGENT_EFFORT_MESSAGE,
  UPLOAD_ERROR_MESSAGE,
  uploadProblem,
} from '@almanac/core';
import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Icon,
  Link,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { LuDownload, LuFileCheck, LuUpload } from 'react-icons/lu';
import { displayError, isGraphqlError } from '../../../lib/graphql/index.js';
import type { DiligentForm } from '../model/application-form.js';

export function DiligentSection({
  state,
  value,
  onAcknowledgment,
  onUpload,
  errorOf,
  disabled,
}: {
  state: string;
  value: DiligentForm;
  onAcknowledgment: (acknowledgment: string) => void;
  /** Uploads the file and saves it on the application; rejects on any failure. */
  onUpload: (file: File) => Promise<void>;
  errorOf: (field: string) => string | undefined;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInputId = useId();
  const ackLabelId = useId();
  const requirement = state ? diligentEffortFor(state) : null;

  if (!requirement)
    return (
      <Text color="fg.muted">
        Choose the insured&apos;s state under Entity Information &amp; Contact to see what is needed.
      </Text>
    );
  if (requirement.kind === 'none') return <Text>{NO_DILIGENT_EFFORT_MESSAGE}</Text>;
  if (requirement.kind === 'not-available') return <Text color="fg.error">{requirement.message}</Text>;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    setUploadError(null);
    setUploading(true);
    try {
      await onUpload(file);
    } catch (error) {
      // The server's reason when it refused the file (e.g. not a PDF); else the generic text.
      setUploadError(isGraphqlError(error) ? displayError(error) : UPLOAD_ERROR_MESSAGE);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const needsForm = acknowledgmentNeedsForm(value.acknowledgment);
  return (
    <Stack gap="5">
      <Text>
        {requirement.name} requires a diligent effort form, unless the applicant is an Exempt Commercial
        Purchaser. Choose what applies; for a form, download it, have it completed and signed, and upload the
        signed copy as a PDF.
      </Text>
      <Field.Root invalid={!!errorOf('acknowledgment')} disabled={disabled}>
        <Text id={ackLabelId} fontWeight="medium" fontSize="sm">
          Acknowledgment
        </Text>
        <RadioGroup.Root
          aria-labelledby={ackLabelId}
          value={value.acknowledgment || null}
          onValueChange={(e) => e.value && onAcknowledgment(e.value)}
          disabled={disabled}
        >
          <Stack gap="2" mt="2">
            {diligentEffortAcknowledgments.map((a) => (
              <RadioGroup.Item key={a} value={a} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{diligentEffortAcknowledgmentLabels[a]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {errorOf('acknowledgment') ? <Field.ErrorText>{errorOf('acknowledgment')}</Field.ErrorText> : null}
      </Field.Root>
      {needsForm ? (
        <>
          <Box>
            <Button asChild variant="outline" size="sm">
              <a href={requirement.href} download={requirement.fileName}>
                <LuDownload aria-hidden="true" /> {`Download the ${requirement.name} form`}
              </a>
            </Button>
          </Box>
          <Stack gap="2">
            <chakra.label htmlFor={fileInputId} fontWeight="medium" fontSize="sm">
              Signed diligent effort form (PDF)
            </chakra.label>
            <input
              ref={inputRef}
              id={fileInputId}
              type="file"
              accept="application/pdf,.pdf"
              disabled={disabled || uploading}
              onChange={(e) => void onFile(e.target.files?.[0])}
              style={{ fontSize: '0.875rem' }}
            />
            {uploading ? (
              <Flex align="center" gap="2" fontSize="sm" color="fg.muted" role="status">
                <Icon as={LuUpload} aria-hidden="true" /> Uploading…
              </Flex>
            ) : null}
            {value.file && !uploadError ? (
              <Flex align="center" gap="2" fontSize="sm" data-testid="uploaded-file">
                <Icon as={LuFileCheck} color="primary.solid" aria-hidden="true" />
                <Text>
                  Uploaded: <Link as="span">{value.file}</Link>
                </Text>
              </Flex>
            ) : errorOf('file') ? (
              <Text fontSize="sm" color="fg.error">
                {errorOf('file')}
              </Text>
            ) : null}
            {uploadError ? (
              <Alert.Root status="error" variant="subtle" role="alert">
                <Alert.Indicator />
                <Alert.Title fontWeight="medium">{uploadError}</Alert.Title>
              </Alert.Root>
            ) : null}
          </Stack>
        </>
      ) : (
        <Text data-testid="no-form-needed">{EXEMPT_COMMERCIAL_PURCHASER_NO_FORM_MESSAGE}</Text>
      )}
    </Stack>
  );
}
