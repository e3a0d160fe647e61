/**
 * The four sections of the loss report (docs/requirements.md#claims, #validation-claims), each
 * expanding and collapsing: I named insured, II loss details, III representations, IV disclaimers
 * with the state fraud notices. Sections I and II are complete when valid (core's section
 * schemas), III and IV once their acknowledgment is ticked (not merely opened); Continue is
 * enabled only by core's canContinueLossReport.
 */
import {
  canContinueLossReport,
  FRAUD_NOTICES,
  type LossReportSection,
  lossReportFieldLabels,
  lossReportFormSchema,
  lossReportPageTexts,
  lossReportSectionsComplete,
  lossReportTexts,
} from '@almanac/core';
import {
  Accordion,
  Button,
  Checkbox,
  Grid,
  HStack,
  Icon,
  Input,
  List,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { LuCircle, LuCircleCheck } from 'react-icons/lu';
import { desktopMedia } from '../../../components/layout.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { UsStateOptions } from '../../../components/us-state-options.js';
import { type LossReportValues, sectionValidity } from '../model/loss-report.js';

function SectionTitle({ title, complete }: { title: string; complete: boolean }) {
  return (
    <HStack flex="1" gap="3" textAlign="start">
      <Icon
        as={complete ? LuCircleCheck : LuCircle}
        boxSize="5"
        color={complete ? 'primary.solid' : 'fg.subtle'}
        aria-hidden="true"
      />
      <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} color="secondary.solid">
        {title}
      </Text>
      <VisuallyHidden>
        {`(${complete ? lossReportPageTexts.sectionComplete : lossReportPageTexts.sectionIncomplete})`}
      </VisuallyHidden>
    </HStack>
  );
}

export function LossReportForm({
  defaultValues,
  saving,
  error,
  onSubmit,
}: {
  defaultValues: LossReportValues;
  saving: boolean;
  error: string | null;
  onSubmit: (values: LossReportValues) => Promise<void>;
}) {
  const [open, setOpen] = useState<string[]>(['namedInsured']);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LossReportValues>({
    resolver: zodResolver(lossReportFormSchema) as unknown as Resolver<LossReportValues>,
    defaultValues,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as LossReportValues;
  const progress = {
    ...sectionValidity({ ...defaultValues, ...values }),
    representationsAccepted: values.representationsAccepted === true,
    disclaimersAccepted: values.disclaimersAccepted === true,
  };
  const complete = lossReportSectionsComplete(progress);
  const canContinue = canContinueLossReport(progress);

  const onValueChange = (next: string[]) => setOpen(next);
  const acknowledgment = (name: 'representationsAccepted' | 'disclaimersAccepted', label: string) => (
    <Stack gap="1" mt="4">
      <Checkbox.Root
        checked={values[name] === true}
        onCheckedChange={(e) => setValue(name, e.checked === true, { shouldValidate: true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {errors[name]?.message ? (
        <Text fontSize="sm" color="fg.error">
          {errors[name]?.message}
        </Text>
      ) : null}
    </Stack>
  );

  const item = (value: LossReportSection, body: ReactNode) => (
    <Accordion.Item value={value}>
      <Accordion.ItemTrigger py="4" cursor="pointer">
        <SectionTitle title={lossReportTexts.sectionTitles[value]} complete={complete[value]} />
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody pb="6">{body}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
  const twoColumns = { [desktopMedia]: { gridTemplateColumns: '1fr 1fr' } };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <Stack gap="6">
        <Accordion.Root
          multiple
          variant="enclosed"
          value={open}
          onValueChange={(e) => onValueChange(e.value)}
          borderRadius="xl"
        >
          {item(
            'namedInsured',
            <Grid gap="4" css={twoColumns}>
              <FormField label={lossReportFieldLabels.name} error={errors.name?.message} required>
                <Input autoComplete="organization" {...register('name')} />
              </FormField>
              <FormField
                label={lossReportFieldLabels.policyNumber}
                error={errors.policyNumber?.message}
                required
              >
                <Input autoComplete="off" {...register('policyNumber')} />
              </FormField>
              <FormField label={lossReportFieldLabels.address1} error={errors.address1?.message} required>
                <Input autoComplete="address-line1" {...register('address1')} />
              </FormField>
              <FormField label={lossReportFieldLabels.city} error={errors.city?.message} required>
                <Input autoComplete="address-level2" {...register('city')} />
              </FormField>
              <FormField label={lossReportFieldLabels.state} error={errors.state?.message} required>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Select a state" {...register('state')}>
                    <UsStateOptions />
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={lossReportFieldLabels.zipcode} error={errors.zipcode?.message} required>
                <Input autoComplete="postal-code" inputMode="numeric" {...register('zipcode')} />
              </FormField>
              <FormField
                label={lossReportFieldLabels.contactEmail}
                error={errors.contactEmail?.message}
                required
              >
                <Input type="email" autoComplete="email" {...register('contactEmail')} />
              </FormField>
            </Grid>,
          )}
          {item(
            'lossDetails',
            <Stack gap="4">
              <FormField
                label={lossReportFieldLabels.notificationDate}
                error={errors.notificationDate?.message}
                required
              >
                <Input type="date" maxW={{ md: '60' }} {...register('notificationDate')} />
              </FormField>
              <FormField
                label={lossReportFieldLabels.basisDescription}
                error={errors.basisDescription?.message}
              >
                <Textarea rows={5} maxLength={5000} {...register('basisDescription')} />
              </FormField>
            </Stack>,
          )}
          {item(
            'representations',
            <Stack gap="2">
              <List.Root gap="2" ps="5">
                {lossReportTexts.representations.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List.Root>
              {acknowledgment('representationsAccepted', lossReportPageTexts.representationsAcceptedLabel)}
            </Stack>,
          )}
          {item(
            'disclaimers',
            <Stack gap="4">
              <Text>{lossReportTexts.disclaimersIntro}</Text>
              {FRAUD_NOTICES.map((n) => (
                <Stack key={n.state} gap="1">
                  <Text fontWeight="semibold" color="secondary.solid">
                    {n.name}
                  </Text>
                  <Text fontSize="sm">{n.text}</Text>
                </Stack>
              ))}
              {acknowledgment('disclaimersAccepted', lossReportPageTexts.disclaimersAcceptedLabel)}
            </Stack>,
          )}
        </Accordion.Root>
        <FormError message={error} />
        <Stack align={{ base: 'stretch', md: 'flex-end' }} gap="2">
          {canContinue ? null : (
            <Text fontSize="sm" color="fg.muted" textAlign={{ md: 'end' }}>
              {lossReportPageTexts.continueHint}
            </Text>
          )}
          <Button type="submit" size="lg" disabled={!canContinue || saving} loading={saving}>
            {lossReportTexts.continue}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
