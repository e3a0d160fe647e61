import {
  COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE,
  cpcIdForLatLon,
  defaultProviderOf,
  isCellTaken,
  isNoCoverageState,
  LOCATION_ALREADY_SELECTED_MESSAGE,
  LOCATION_NOT_AVAILABLE_MESSAGE,
  locationAvailability,
  MAX_QUOTE_LOCATIONS,
  PROGRAM_EXCLUDED_STATES,
  stateName,
  TOO_MANY_LOCATIONS_MESSAGE,
  evenWeights,
  totalError,
  totalPercentage,
  typedWeight,
  WEIGHT_RANGE_MESSAGE,
  weightValueError,
  withAddedLocation,
  withoutLocation,
} from '@almanac/core';
import {
  Alert,
  Box,
  Button,
  Card,
  CloseButton,
  Flex,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useConfig } from '../../../lib/config.js';
import { useObservedDefaultProvider } from '../api/period-api.js';
import { DatasetToggle } from '../components/dataset-toggle.js';
import { LocationSearch } from '../../../components/map/location-search.js';
import { LocationTable } from '../../../components/map/location-table.js';
import { QuoterFrame, QuoterStepGate, StepColumns } from '../components/quoter-frame.js';
import { geocoderFor } from '../../../shared/locations/geocoder.js';
import { loadUsStates } from '../../../shared/locations/us-states.js';
import { cpcIdLocation } from '../../../shared/locations/cpc-id.js';
import { gridOf, snapToCell } from '../../../shared/locations/location-rules.js';
import { type DatasetChoice, nextStepPath, type PickedLocation, stepsFor } from '../model/wizard.js';
import { useQuoter } from '../state/use-quoter.js';

const LocationMap = lazy(() => import('../../../components/map/location-map.js'));

type Source = 'map' | 'search' | 'cpc';

let nextId = 0;
const newId = () => `loc-${Date.now().toString(36)}-${(nextId++).toString(36)}`;

function SelectLocation() {
  const [state, actions] = useQuoter();
  const program = state.program!;
  const navigate = useNavigate();
  const config = useConfig();
  const geocoder = useMemo(
    () => geocoderFor({ geocoderToken: config.geocoderToken, geocoderUrl: config.geocoderUrl }),
    [config.geocoderToken, config.geocoderUrl],
  );
  const states = useQuery({
    queryKey: ['quoter', 'us-states'],
    queryFn: () => loadUsStates(),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const saved = state.location;
  const [dataset, setDataset] = useState<DatasetChoice>(saved?.dataset ?? defaultProviderOf(program));
  const [locations, setLocations] = useState<PickedLocation[]>(saved?.locations ?? []);
  // Start on the provider with observed data (PRISM where only PRISM is ingested), until the user
  // picks a provider or a location.
  const observedDefault = useObservedDefaultProvider(saved?.dataset ? null : program);
  const [datasetTouched, setDatasetTouched] = useState(false);
  useEffect(() => {
    if (!observedDefault.data || datasetTouched || saved?.dataset) return;
    // Once: a later answer never moves a picker the user has started using.
    setDatasetTouched(true);
    if (locations.length === 0) setDataset(observedDefault.data);
  }, [observedDefault.data, datasetTouched, saved?.dataset, locations.length]);
  const [edited, setEdited] = useState(saved?.weightsEdited ?? false);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  // Why a pick was refused, shown beside where it was made (the map, or the search box).
  const [notice, setNotice] = useState<{ text: string; at: 'map' | 'search' } | null>(null);
  const [focus, setFocus] = useState<{ lat: number; lng: number; key: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef({ locations, edited, dataset });
  latest.current = { locations, edited, dataset };

  const addPoint = useCallback(
    async (rawLat: number, rawLng: number, source: Source, name: string | null) => {
      setNotice(null);
      const say = (text: string) => setNotice({ text, at: source === 'map' ? 'map' : 'search' });
      const { dataset: ds } = latest.current;
      const snapped = source === 'search' ? { lat: rawLat, lng: rawLng } : snapToCell(rawLat, rawLng, ds);
      if (!snapped) return say(LOCATION_NOT_AVAILABLE_MESSAGE);
      let stateCode: string | null;
      try {
        stateCode = (await loadUsStates()).stateOf(snapped.lat, snapped.lng);
      } catch {
        return say('The state boundaries could not be loaded. Please try again.');
      }
      const availability = locationAvailability(snapped.lat, snapped.lng, stateCode, gridOf(ds));
      // Map clicks outside the offered area are refused; a searched New York location is added and flagged.
      if (!availability.ok && !(source !== 'map' && isNoCoverageState(stateCode)))
        return say(availability.message);
      const { locations: current, edited: weightsEdited } = latest.current;
      const chosen = current.map((l) => ({ lat: l.lat, lon: l.lng }));
      if (isCellTaken(gridOf(ds), { lat: snapped.lat, lon: snapped.lng }, chosen))
        return say(LOCATION_ALREADY_SELECTED_MESSAGE);
      if (current.length >= MAX_QUOTE_LOCATIONS) return say(TOO_MANY_LOCATIONS_MESSAGE);
      const id = newId();
      const location: PickedLocation = {
        id,
        lat: snapped.lat,
        lng: snapped.lng,
        name: name ?? `Location ${current.length + 1}`,
        state: stateCode,
        weight: 0,
        cpcId: cpcIdForLatLon(snapped.lat, snapped.lng),
      };
      const next = withAddedLocation(current, location, weightsEdited);
      latest.current.locations = next;
      setLocations(next);
      if (!weightsEdited) setDrafts({});
      if (source !== 'map') setFocus({ lat: snapped.lat, lng: snapped.lng, key: id });
      if (!name && geocoder.kind === 'provider') {
        geocoder
          .reverse(snapped.lat, snapped.lng)
          .then((place) => {
            if (place?.label)
              setLocations((ls) => ls.map((l) => (l.id === id ? { ...l, name: place.label } : l)));
          })
          .catch(() => undefined);
      }
    },
    [geocoder],
  );

  const onPick = useCallback((lat: number, lng: number) => void addPoint(lat, lng, 'map', null), [addPoint]);

  const remove = (id: string) => {
    setNotice(null); // a refusal about the old list no longer applies
    const next = withoutLocation(locations, id, edited);
    setLocations(next);
    setDrafts(({ [id]: _removed, ...rest }) => (edited ? rest : {}));
    if (next.length === 0) setEdited(false);
  };

  const setWeight = (id: string, text: string) => {
    setEdited(true);
    setDrafts((d) => ({ ...d, [id]: text }));
    // What was typed counts in the total even out of range (150 shows 150%, and the row's error).
    setLocations((ls) => ls.map((l) => (l.id === id ? { ...l, weight: typedWeight(text) } : l)));
  };

  const distributeEvenly = () => {
    const weights = evenWeights(locations.length);
    setLocations(locations.map((l, i) => ({ ...l, weight: weights[i]! })));
    setDrafts({});
    setEdited(false);
  };

  const changeDataset = (next: DatasetChoice) => {
    setDatasetTouched(true);
    setDataset(next);
    setLocations([]);
    setDrafts({});
    setEdited(false);
    setNotice(null);
    if (state.location) actions.clearStep('location');
  };

  const total = totalPercentage(locations);
  const invalidWeight = locations.some((l) => weightValueError(l.weight) !== null);
  const flagged = locations.some((l) => isNoCoverageState(l.state));
  const totalMessage = locations.length > 0 ? totalError(locations) : null;
  const canContinue = !submitting && locations.length > 0 && !invalidWeight && !flagged && total === 100;

  const submit = () => {
    if (!canContinue) return;
    setSubmitting(true);
    actions.completeStep({
      location: { locations, dataset, totalPercentage: total, weightsEdited: edited },
    });
    navigate(nextStepPath(program, 'location'));
  };

  return (
    <QuoterFrame
      step="location"
      title="Select locations"
      lead="Click the map, search an address or coordinates, or enter a CPC ID. The index is the weighted average of the locations' grid cells."
    >
      <StepColumns>
        <Stack gap="3">
          {notice?.at === 'map' ? <PickNotice text={notice.text} onDismiss={() => setNotice(null)} /> : null}
          <Box
            h={{ base: '360px', md: '560px' }}
            borderWidth="1px"
            borderRadius="lg"
            overflow="hidden"
            position="relative"
            aria-label="Map: click a place to add it as a location"
            role="region"
          >
            {states.isError ? (
              <Flex h="full" align="center" justify="center" p="6" bg="bg.muted" role="alert">
                <Stack align="center">
                  <Text color="fg.muted">The map data could not be loaded.</Text>
                  <Button size="sm" variant="outline" onClick={() => void states.refetch()}>
                    Try Again
                  </Button>
                </Stack>
              </Flex>
            ) : states.data ? (
              <Suspense fallback={<Skeleton h="full" />}>
                <LocationMap
                  states={states.data.collection}
                  grid={gridOf(dataset)}
                  locations={locations}
                  onPick={onPick}
                  focus={focus}
                  tileUrl={config.mapTileUrl}
                  tileAttribution={config.mapTileAttribution}
                />
              </Suspense>
            ) : (
              <Skeleton h="full" />
            )}
          </Box>
          <Text fontSize="xs" color="fg.muted">
            Zoom in to see the {dataset} grid cells. A click snaps to the centre of its cell. Shaded states (
            {PROGRAM_EXCLUDED_STATES.map((s) => stateName(s)).join(', ')}) are not covered.
          </Text>
        </Stack>

        <Stack gap="5">
          <Card.Root variant="outline">
            <Card.Body gap="4">
              <DatasetToggle value={dataset} hasLocations={locations.length > 0} onChange={changeDataset} />
              <LocationSearch
                geocoder={geocoder}
                onAdd={(lat, lng, name) => void addPoint(lat, lng, 'search', name)}
                onAddCpcId={(id) => {
                  const at = cpcIdLocation(id);
                  if (!at) return setNotice({ text: LOCATION_NOT_AVAILABLE_MESSAGE, at: 'search' });
                  void addPoint(at.lat, at.lng, 'cpc', `CPC ID ${id}`);
                }}
                onNewSearch={() => setNotice(null)}
              />
              {notice?.at === 'search' ? (
                <PickNotice text={notice.text} onDismiss={() => setNotice(null)} />
              ) : null}
            </Card.Body>
          </Card.Root>

          <Stack gap="2">
            <Flex justify="space-between" align="center">
              <Heading as="h2" size="md">
                Locations ({locations.length})
              </Heading>
              {locations.length > 1 ? (
                <Button size="xs" variant="ghost" onClick={distributeEvenly}>
                  Distribute evenly
                </Button>
              ) : null}
            </Flex>
            {locations.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No locations yet.
              </Text>
            ) : (
              <LocationTable
                locations={locations}
                provider={dataset}
                drafts={drafts}
                onWeight={setWeight}
                onRemove={remove}
              />
            )}
            <Flex justify="space-between" fontSize="sm" aria-live="polite">
              <Text fontWeight="medium">Total</Text>
              <Text fontWeight="semibold" color={totalMessage ? 'fg.error' : undefined}>
                {total}%
              </Text>
            </Flex>
            <Box aria-live="polite">
              {totalMessage ? (
                <Text color="fg.error" fontSize="sm">
                  {totalMessage}
                </Text>
              ) : null}
              {invalidWeight ? (
                <Text color="fg.error" fontSize="sm">
                  {WEIGHT_RANGE_MESSAGE}.
                </Text>
              ) : null}
              {flagged ? (
                <Text color="fg.error" fontSize="sm">
                  {COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE}: remove the flagged location.
                </Text>
              ) : null}
            </Box>
          </Stack>

          <Flex gap="2" justify="space-between">
            <Button variant="outline" onClick={() => navigate(stepsFor(program)[0]!.path)}>
              <LuArrowLeft aria-hidden="true" /> Back
            </Button>
            <Button onClick={submit} disabled={!canContinue} loading={submitting}>
              Continue <LuArrowRight aria-hidden="true" />
            </Button>
          </Flex>
        </Stack>
      </StepColumns>
    </QuoterFrame>
  );
}

/**
 * The location step of every program's flow (docs/requirements.md#quoter-locations,
 * #validation-locations).
 */
export default function SelectLocationPage() {
  return (
    <QuoterStepGate>
      <SelectLocation />
    </QuoterStepGate>
  );
}

/** A refused pick: why, dismissable. */
function PickNotice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title flex="1">{text}</Alert.Title>
      <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
    </Alert.Root>
  );
}
