import { Alert, Button, EmptyState, Icon, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuCalculator, LuFileText, LuRotateCw } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { displayError } from '../lib/graphql/index.js';
import { CALCULATOR_PATH } from '../shared/quote-list/paths.js';

/** A list that could not be loaded: the error's text and Try Again. */
export function ListError({
  title = 'The premium indications could not be loaded.',
  error,
  onRetry,
  retrying,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{displayError(error)}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={onRetry}
        loading={retrying}
        flexShrink={0}
      >
        <LuRotateCw aria-hidden="true" /> Try Again
      </Button>
    </Alert.Root>
  );
}

/** Nothing to list: an icon, a title, a line of text and what to do next. */
export function ListEmpty({
  title,
  description,
  action,
  icon = LuFileText,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: IconType;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon as={icon} color="primary.solid" />
        </EmptyState.Indicator>
        {/* A title may quote what the user typed: long words wrap instead of widening the page. */}
        <VStack textAlign="center" maxW="full" minW="0">
          <EmptyState.Title overflowWrap="anywhere" maxW="full">
            {title}
          </EmptyState.Title>
          {description ? <EmptyState.Description maxW="md">{description}</EmptyState.Description> : null}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The empty lists' way forward: the Premium Calculator. */
export function CalculatorButton({ size }: { size?: 'sm' | 'md' }) {
  return (
    <Button asChild size={size}>
      <Link to={CALCULATOR_PATH}>
        <LuCalculator aria-hidden="true" /> Open the Premium Calculator
      </Link>
    </Button>
  );
}
