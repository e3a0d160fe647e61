import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AnswerSections } from '../../../components/answer-sections.js';
import { answerSections, type OrganizationOnboarding } from '../../../shared/onboarding/onboarding-model.js';

/** A state of the application that needs no step: in review, onboarded, or not the reader's to do. */
export function OnboardingNotice({
  status,
  title,
  body,
  onboarding,
  action,
}: {
  status: 'info' | 'success' | 'warning';
  title: string;
  body: string;
  /** The application's answers, shown under the notice. */
  onboarding?: OrganizationOnboarding;
  action?: { label: string; to: string };
}) {
  return (
    <Stack gap="6">
      <Alert.Root status={status} borderRadius="lg" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{body}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {action ? (
        <Button asChild alignSelf="flex-start">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : null}
      {onboarding ? (
        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              Your agency application
            </Heading>
            <AnswerSections sections={answerSections(onboarding)} />
          </Card.Body>
        </Card.Root>
      ) : null}
    </Stack>
  );
}

/** The reason operations gave when they returned the application. */
export function ReturnedNotice({
  title,
  body,
  reason,
}: {
  title: string;
  body: string;
  reason: string;
}): ReactNode {
  return (
    <Alert.Root status="warning" borderRadius="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Text as="span" display="block" fontWeight="medium">
            {reason}
          </Text>
          {body}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
