/**
 * The application form (docs/requirements.md#application-form, #application-entity,
 * #application-business, #application-diligent-effort, #broker-signature, #application-wizard):
 * /apply/application/{id} and its step paths /apply/application/{id}/{step}, which open that
 * section (`sign` opens the signature when it may be given). The four sections with their
 * progress, the side panel, saving on blur (only the section left, only when it changed) and on
 * Save and Exit, and Sign Application while core's signingBlock is null and nothing is saving.
 * An application the agent can no longer change opens read-only with its status.
 */
import {
  APPLICATION_LOAD_TEXTS,
  type ApplicationSection,
  applicationSectionTitles,
  applicationMessages,
  contractStatusLabels,
  formatUsDate,
  formatUsdWhole,
  isAgentEditable,
  isContractStatus,
  sectionProgress,
  sectionProgressLabels,
  signingBlock,
  type SectionProgress,
  entityInformationSchema,
  businessDetailsSchema,
  diligentSearchUploadSchema,
  applicationReference,
} from '@almanac/core';
import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  chakra,
  DataList,
  Flex,
  Grid,
  Heading,
  Icon,
  Link,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LuCircleCheck, LuCloudUpload, LuMap } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog.js';
import { PriceBreakdown } from '../../../components/coverage/panels.js';
import { desktopMedia } from '../../../components/layout.js';
import { displayError } from '../../../lib/graphql/index.js';
import { SELECT_CLIENT_PATH } from '../../../shared/applications/applications-api.js';
import { formatIndex, optionTitle } from '../../../shared/quote/coverage-format.js';
import { quoteDetailsPath } from '../../../shared/quote-list/paths.js';
import {
  type Application,
  useApplication,
  useSubmitApplication,
  useUpdateApplication,
  useUploadDiligentEffort,
} from '../api/apply-api.js';
import { BusinessSection } from '../components/business-section.js';
import { DiligentSection } from '../components/diligent-section.js';
import { EntitySection } from '../components/entity-section.js';
import { LocationsTable } from '../components/indication-card.js';
import { SignatureDialog, type SignatureValues } from '../components/signature-dialog.js';
import {
  answersOf,
  type ApplicationFormValues,
  formValuesOf,
  localToday,
  locationRowsOf,
  payloadOf,
  sectionInputName,
  type SectionKey,
} from '../model/application-form.js';
import { rememberApplication, stepSection, submittedPath } from '../model/paths.js';
import { programOfName } from '../model/indications.js';
import { ValueRow } from '../components/value-row.js';

function ProgressMark({ progress }: { progress: SectionProgress }) {
  if (progress === 'complete')
    return (
      <Flex align="center" color="primary.solid">
        <Icon as={LuCircleCheck} boxSize="5" aria-hidden="true" />
        <VisuallyHidden>{sectionProgressLabels.complete}</VisuallyHidden>
      </Flex>
    );
  return (
    <Badge size="sm" variant="subtle" colorPalette={progress === 'inProgress' ? 'warning' : 'gray'}>
      {sectionProgressLabels[progress]}
    </Badge>
  );
}

/** Field → message of a section's complete schema (emails.1, previousAnnualRevenue.0 …). */
function issuesByField(schema: z.ZodType, value: unknown): Map<string, string> {
  const result = schema.safeParse(value);
  const map = new Map<string, string>();
  if (result.success) return map;
  for (const issue of result.error.issues) {
    const key = issue.path.slice(0, 2).map(String).join('.');
    if (!map.has(key)) map.set(key, issue.message);
    const top = String(issue.path[0] ?? '');
    if (issue.path.length === 1 && !map.has(top)) map.set(top, issue.message);
  }
  return map;
}

function CoverageSummary({ app }: { app: Application }) {
  const program = programOfName(app.programName);
  const q = app.quote;
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" aria-label="Coverage summary">
      <ValueRow label="Program">{`${q.programTitle} (${program})`}</ValueRow>
      <ValueRow label="Policy Period">{`${formatUsDate(q.riskPeriod.startDate)} – ${formatUsDate(q.riskPeriod.endDate)}`}</ValueRow>
      <ValueRow label="Application Deadline">{formatUsDate(app.applicationDeadline)}</ValueRow>
      <ValueRow label="Limit of Liability">{formatUsdWhole(q.limitOfLiability)}</ValueRow>
      <ValueRow label="Trigger">{optionTitle(program, q)}</ValueRow>
      <ValueRow label="Premium Recovery">{formatIndex(program, q.breakEven)}</ValueRow>
      <ValueRow label="Covered States">
        {[...new Set(locationRowsOf(app).map((l) => l.state))].join(', ')}
      </ValueRow>
    </DataList.Root>
  );
}

function SidePanel({ app, actions }: { app: Application; actions: React.ReactNode }) {
  const [indexOpen, setIndexOpen] = useState(false);
  return (
    <Stack
      as="aside"
      aria-label="Application summary"
      gap="4"
      css={{ [desktopMedia]: { position: 'sticky', top: '88px' } }}
    >
      {actions}
      <Card.Root as="section" aria-labelledby="application-summary-title" variant="outline" borderRadius="xl">
        <Card.Body gap="3" p={{ base: '4', md: '5' }}>
          <Heading as="h2" id="application-summary-title" size="md" color="secondary.solid">
            Summary
          </Heading>
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <ValueRow label="Agent">{app.agentName}</ValueRow>
            <ValueRow label="Client">{app.clientName}</ValueRow>
            <ValueRow label="Policy Number">{app.policyNumber ?? '—'}</ValueRow>
            <ValueRow label="Application Deadline">{formatUsDate(app.applicationDeadline)}</ValueRow>
          </DataList.Root>
          <Button variant="outline" size="sm" onClick={() => setIndexOpen(true)}>
            <LuMap aria-hidden="true" /> Weather Index Details
          </Button>
        </Card.Body>
      </Card.Root>
      <PriceBreakdown quote={app.quote} clientAttached />
      <AppDialog open={indexOpen} onClose={() => setIndexOpen(false)} title="Weather Index Details" size="lg">
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {`${optionTitle(programOfName(app.programName), app.quote)} over the covered locations, weighted as below.`}
          </Text>
          <LocationsTable
            label="Covered locations"
            locations={locationRowsOf(app).map((l) => ({ ...l, weight: l.weightPercent }))}
          />
        </Stack>
      </AppDialog>
    </Stack>
  );
}

const SECTION_ORDER: ApplicationSection[] = ['entity', 'business', 'coverage', 'diligentEffort'];

function ApplicationForm({ app, step }: { app: Application; step: string | undefined }) {
  const navigate = useNavigate();
  const today = useMemo(() => localToday(new Date()), []);
  const [values, setValues] = useState<ApplicationFormValues>(() => formValuesOf(app, today));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [saving, setSaving] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [signOpen, setSignOpen] = useState(false);
  const update = useUpdateApplication(app.id);
  const submit = useSubmitApplication(app.id);
  const upload = useUploadDiligentEffort(app.id);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const lastSent = useRef<Record<SectionKey, string>>({
    entity: JSON.stringify(payloadOf('entity', values)),
    business: JSON.stringify(payloadOf('business', values)),
    diligent: JSON.stringify(payloadOf('diligent', values)),
  });
  const editable = isContractStatus(app.status) && isAgentEditable(app.status);
  const hasTaxId = !!app.entityInformation.maskedFederalTaxId;

  const [open, setOpen] = useState<string[]>(() => {
    const section = stepSection(step);
    return [section && section !== 'sign' ? section : 'entity'];
  });

  const answers = answersOf(values, hasTaxId);
  const progress = sectionProgress(answers);
  const block = signingBlock(answers, app.quote.limitOfLiability);
  const issues = {
    entity: issuesByField(entityInformationSchema({ hasStoredTaxId: hasTaxId }), answers.entityInformation),
    business: issuesByField(businessDetailsSchema, answers.businessDetails),
    diligent: issuesByField(diligentSearchUploadSchema(values.entity.state), answers.diligentSearchUpload),
  };
  const errorOf = (section: 'entity' | 'business' | 'diligent') => (field: string) =>
    touched.has(`${section}.${field}`) || (section === 'diligent' && touched.has('diligent.any'))
      ? issues[section].get(field)
      : undefined;
  const touch = (section: string) => (field: string) =>
    setTouched((t) => (t.has(`${section}.${field}`) ? t : new Set(t).add(`${section}.${field}`)));

  /** Save a section when what it would send differs from what was last sent. */
  const save = useCallback(
    async (section: SectionKey, current: ApplicationFormValues = valuesRef.current) => {
      const payload = payloadOf(section, current);
      const key = JSON.stringify(payload);
      if (key === lastSent.current[section]) return;
      const previous = lastSent.current[section];
      lastSent.current[section] = key;
      setSaving((n) => n + 1);
      setSaveError(null);
      try {
        await update.mutateAsync({ [sectionInputName[section]]: payload });
        const sentTaxId = section === 'entity' ? current.entity.federalTaxId : '';
        if (sentTaxId) {
          // Stored encrypted: the field empties and only the mask shows from now on.
          setValues((v) =>
            v.entity.federalTaxId === sentTaxId ? { ...v, entity: { ...v.entity, federalTaxId: '' } } : v,
          );
          lastSent.current.entity = JSON.stringify(
            payloadOf('entity', { ...current, entity: { ...current.entity, federalTaxId: '' } }),
          );
        }
      } catch (e) {
        lastSent.current[section] = previous;
        setSaveError(displayError(e));
        throw e;
      } finally {
        setSaving((n) => n - 1);
      }
    },
    [update],
  );
  const saveQuietly = (section: SectionKey) => () => {
    // The blur's value lands in state first; the save reads the latest values.
    setTimeout(() => void save(section).catch(() => undefined), 0);
  };
  const saveAll = async () => {
    await save('entity');
    await save('business');
    await save('diligent');
  };

  // The file shows as uploaded only once the server kept it on the application: a refused upload
  // (storage's policy or the server's check) leaves the field as it was and shows why (issue 27).
  const onUpload = async (file: File) => {
    const { uploadId, fileName } = await upload.mutateAsync(file);
    const next = {
      ...valuesRef.current,
      diligent: { ...valuesRef.current.diligent, file: fileName, fileId: uploadId },
    };
    await save('diligent', next);
    setValues(next);
    valuesRef.current = next;
  };

  const onAcknowledgment = (acknowledgment: string) => {
    const next = { ...valuesRef.current, diligent: { ...valuesRef.current.diligent, acknowledgment } };
    setValues(next);
    valuesRef.current = next;
    void save('diligent', next).catch(() => undefined);
  };

  const canSign = editable && block === null && saving === 0;
  const openedSign = useRef(false);
  useEffect(() => {
    if (step === 'sign' && canSign && !openedSign.current) {
      openedSign.current = true;
      setSignOpen(true);
    }
  }, [step, canSign]);

  const onSign = async () => {
    try {
      await saveAll();
      submit.reset();
      setSignOpen(true);
    } catch {
      // the save error shows
    }
  };
  const onSubmitSignature = async (v: SignatureValues) => {
    try {
      const done = await submit.mutateAsync({
        confirmed: v.confirmed,
        agentSignature: { signature: v.signature.trim(), date: v.date },
      });
      navigate(submittedPath(done.id));
    } catch {
      // shown in the dialog
    }
  };
  const onSaveAndExit = async () => {
    try {
      await saveAll();
      navigate(SELECT_CLIENT_PATH);
    } catch {
      // the save error shows
    }
  };

  const status = isContractStatus(app.status) ? contractStatusLabels[app.status] : app.status;
  const savingNote =
    saving > 0
      ? 'Saving…'
      : saveError
        ? `Not saved: ${saveError}`
        : update.isSuccess
          ? 'All changes saved'
          : '';

  const actions = editable ? (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Button disabled={!canSign} onClick={() => void onSign()}>
          Sign Application
        </Button>
        {block ? (
          <Text
            fontSize="sm"
            color={block === applicationMessages.revenueRule ? 'fg.error' : 'fg.muted'}
            data-testid="sign-block"
          >
            {block}
          </Text>
        ) : null}
        <Button variant="outline" onClick={() => void onSaveAndExit()} disabled={saving > 0}>
          Save and Exit
        </Button>
        <Flex
          align="center"
          gap="2"
          fontSize="sm"
          color={saveError ? 'fg.error' : 'fg.muted'}
          role="status"
          minH="5"
        >
          {saving > 0 ? (
            <Spinner size="xs" />
          ) : savingNote ? (
            <Icon as={LuCloudUpload} aria-hidden="true" />
          ) : null}
          {savingNote}
        </Flex>
      </Card.Body>
    </Card.Root>
  ) : (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`This application is ${status.toLowerCase()}.`}</Alert.Title>
        <Alert.Description>
          It can no longer be changed.{' '}
          <Link asChild variant="underline">
            <RouterLink to={submittedPath(app.id)}>View the submission</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );

  const sectionBody = (s: ApplicationSection) => {
    switch (s) {
      case 'entity':
        return (
          <Box onBlur={saveQuietly('entity')}>
            <EntitySection
              value={values.entity}
              onChange={(entity) => setValues((v) => ({ ...v, entity }))}
              errorOf={errorOf('entity')}
              onTouch={touch('entity')}
              maskedTaxId={app.entityInformation.maskedFederalTaxId ?? null}
            />
          </Box>
        );
      case 'business':
        return (
          <Box onBlur={saveQuietly('business')}>
            <BusinessSection
              value={values.business}
              onChange={(business) => setValues((v) => ({ ...v, business }))}
              errorOf={errorOf('business')}
              onTouch={touch('business')}
            />
          </Box>
        );
      case 'coverage':
        return (
          <Stack gap="3">
            <CoverageSummary app={app} />
            <Link asChild variant="underline" colorPalette="secondary" fontSize="sm">
              <RouterLink to={quoteDetailsPath(app.quoteId)}>View the premium indication</RouterLink>
            </Link>
          </Stack>
        );
      case 'diligentEffort':
        return (
          <DiligentSection
            state={values.entity.state}
            value={values.diligent}
            onAcknowledgment={onAcknowledgment}
            onUpload={onUpload}
            errorOf={errorOf('diligent')}
            disabled={!editable}
          />
        );
    }
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'flex-end' }} gap="3" wrap="wrap">
        <Stack gap="1">
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="primary.fg"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            Application
          </Text>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontWeight="semibold" color="secondary.solid">
            {app.clientName}
          </Heading>
          <Text
            color="fg.muted"
            fontSize="sm"
          >{`${app.quote.programTitle} · Ref. ${applicationReference(app.id)}`}</Text>
        </Stack>
        <Badge size="md" colorPalette={editable ? 'secondary' : 'primary'} data-testid="application-status">
          {status}
        </Badge>
      </Flex>
      <Grid
        gap="6"
        alignItems="start"
        css={{ [desktopMedia]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)' } }}
      >
        <Box minW="0">
          <Accordion.Root multiple value={open} onValueChange={(e) => setOpen(e.value)} variant="enclosed">
            {SECTION_ORDER.map((s, i) => (
              <Accordion.Item key={s} value={s}>
                <Accordion.ItemTrigger>
                  <Flex flex="1" align="center" justify="space-between" gap="3">
                    <Text fontWeight="semibold">{`${i + 1}. ${applicationSectionTitles[s]}`}</Text>
                    <ProgressMark progress={progress[s]} />
                  </Flex>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <chakra.fieldset disabled={!editable} minW="0" border="0" p="0" m="0">
                      {sectionBody(s)}
                    </chakra.fieldset>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Box>
        <SidePanel app={app} actions={actions} />
      </Grid>
      <SignatureDialog
        open={signOpen}
        onClose={() => setSignOpen(false)}
        onSubmit={onSubmitSignature}
        submitting={submit.isPending}
        error={submit.error ? displayError(submit.error) : null}
      />
    </Stack>
  );
}

export function LoadState({ failed }: { failed: boolean }) {
  return (
    <Stack align="center" gap="3" py="16" role={failed ? 'alert' : 'status'}>
      {failed ? null : <Spinner size="lg" color="primary.solid" />}
      <Heading as="h1" size="lg" color="secondary.solid">
        {failed ? APPLICATION_LOAD_TEXTS.error : APPLICATION_LOAD_TEXTS.loading}
      </Heading>
      <Text color="fg.muted">
        {failed ? APPLICATION_LOAD_TEXTS.dataError : APPLICATION_LOAD_TEXTS.dataLoading}
      </Text>
      {failed ? (
        <Button asChild variant="outline">
          <RouterLink to={SELECT_CLIENT_PATH}>Back to Apply for Coverage</RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}

export default function ApplicationPage() {
  const { id = '', step } = useParams();
  const application = useApplication(id);
  useEffect(() => {
    if (application.data) rememberApplication(application.data.id);
  }, [application.data]);
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      {application.isPending ? (
        <LoadState failed={false} />
      ) : application.isError || !application.data ? (
        <LoadState failed />
      ) : (
        <ApplicationForm key={application.data.id} app={application.data} step={step} />
      )}
    </Box>
  );
}
