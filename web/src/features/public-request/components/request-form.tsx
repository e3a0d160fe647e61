import {
  DEFAULT_PERIL,
  perils,
  premiumIndicationRequestProblems,
  premiumIndicationRequestSchema,
  quotingToday,
} from '@almanac/core';
import { Button, Grid, Input, InputGroup, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuSend } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useRecaptcha } from '../../../lib/recaptcha.js';
import { useSession } from '../../../lib/session/index.js';
import { useCreatePremiumIndicationRequest } from '../api/request-api.js';

export const REQUEST_RECEIVED_PATH = '/request-received';

/** What the form holds: text, as typed. */
export interface RequestFormValues {
  programType: string;
  start: string;
  end: string;
  limit: string;
  name: string;
  email: string;
}

/**
 * The form's text in, core's schema (and its messages) out ("$250,000" reads as 250000), plus
 * core's rules that need today and whether someone is signed in.
 */
const requestFormSchemaFor = (signedIn: boolean) =>
  z.preprocess(
    (v: RequestFormValues) => v,
    premiumIndicationRequestSchema.superRefine((input, ctx) => {
      const today = quotingToday(new Date());
      for (const problem of premiumIndicationRequestProblems(input, { today, signedIn }))
        ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }),
  );
type RequestFormOutput = z.output<ReturnType<typeof requestFormSchemaFor>>;

/** The request the received page may summarise (passed with the navigation). */
export interface SubmittedRequest {
  programType: string;
  start: string;
  end: string;
  limit: number;
  name?: string;
}

/**
 * The premium indication request form (docs/requirements.md#validation-request,
 * #premium-indication-request): peril (default Named Storm), policy period, limit of liability,
 * optional name of insured and contact e-mail (the signed-in user's by default). A bot-check token
 * is obtained before submit like sign-up's; success goes to /request-received, server errors show
 * under the form.
 */
export function RequestForm() {
  const { user } = useSession();
  const recaptcha = useRecaptcha();
  const navigate = useNavigate();
  const create = useCreatePremiumIndicationRequest();
  const [serverError, setServerError] = useState<string | null>(null);
  const signedIn = !!user;
  const resolver = useMemo(() => zodResolver(requestFormSchemaFor(signedIn)), [signedIn]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver,
    defaultValues: {
      programType: DEFAULT_PERIL,
      start: '',
      end: '',
      limit: '',
      name: '',
      email: user?.email ?? '',
    },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const token = await recaptcha.getToken('premium_indication_request').catch(() => undefined);
      const input = {
        programType: values.programType,
        start: values.start,
        end: values.end,
        limit: values.limit,
        ...(values.name ? { name: values.name } : {}),
        ...(values.email ? { email: values.email } : {}),
        ...(token ? { recaptcha: token } : {}),
      };
      await create.mutateAsync(input);
      const submitted: SubmittedRequest = {
        programType: input.programType,
        start: input.start,
        end: input.end,
        limit: input.limit,
        name: input.name,
      };
      navigate(REQUEST_RECEIVED_PATH, { state: { request: submitted } });
    } catch (e) {
      setServerError(displayError(e));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Premium indication request">
      <Stack gap="4">
        <FormField label="Peril" error={errors.programType?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('programType')}>
              {perils.map((p) => (
                <option key={p.programType} value={p.programType}>
                  {p.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <FormField label="Start Date" error={errors.start?.message} required>
            <Input type="date" {...register('start')} />
          </FormField>
          <FormField label="End Date" error={errors.end?.message} required>
            <Input type="date" {...register('end')} />
          </FormField>
        </Grid>
        <FormField label="Limit of Liability" error={errors.limit?.message} required>
          <InputGroup startElement="$">
            <Input inputMode="decimal" placeholder="250,000" autoComplete="off" {...register('limit')} />
          </InputGroup>
        </FormField>
        <FormField label="Name of Insured" error={errors.name?.message} helper="Optional">
          <Input autoComplete="organization" {...register('name')} />
        </FormField>
        <FormField
          label="Contact Email"
          error={errors.email?.message}
          helper={
            user
              ? 'Where we send the indication (yours unless you change it).'
              : 'Where we send the indication.'
          }
          required={!user}
        >
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button type="submit" size="lg" loading={isSubmitting} loadingText="Sending request…">
          <LuSend aria-hidden="true" /> Request Premium Indication
        </Button>
        <FormError message={serverError} />
        <Text fontSize="xs" color="fg.muted">
          We use your details only to prepare and send your premium indication.
        </Text>
      </Stack>
    </form>
  );
}
