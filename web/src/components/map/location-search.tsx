import { Box, Button, Field, Flex, Input, List, Spinner, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { LuMapPin, LuSearch } from 'react-icons/lu';
import {
  GEOCODE_MIN_LENGTH,
  GEOCODE_THROTTLE_MS,
  type GeocodeResult,
  type Geocoder,
} from '../../shared/locations/geocoder.js';
import { classifySearchInput } from '../../shared/locations/coordinates.js';
import { CPC_ID_MAX_LENGTH, validateCpcId } from '../../shared/locations/cpc-id.js';
import { useThrottledValue } from './use-throttled-value.js';

export const ADDRESS_MIN_LENGTH_MESSAGE = `Enter at least ${GEOCODE_MIN_LENGTH} characters to search for an address`;
export const noPlaceMessage = (query: string) => `No US address or place found for “${query}”`;

export interface LocationSearchProps {
  geocoder: Geocoder;
  /** Add a point found by coordinates or address (`name`: the place's label). */
  onAdd: (lat: number, lng: number, name: string | null) => void;
  onAddCpcId: (id: number) => void;
  /** The user started a new search (typed in either box): an earlier refusal no longer applies. */
  onNewSearch?: () => void;
}

function AddressSearch({
  geocoder,
  onAdd,
  onNewSearch,
}: Pick<LocationSearchProps, 'geocoder' | 'onAdd' | 'onNewSearch'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [loading, setLoading] = useState(false);
  const query = useThrottledValue(text, GEOCODE_THROTTLE_MS);
  const listId = useId();

  const input = classifySearchInput(query);
  const addressQuery =
    input.kind === 'address' && input.query.length >= GEOCODE_MIN_LENGTH ? input.query : null;

  useEffect(() => {
    if (!addressQuery) {
      setResults([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    geocoder
      .forward(addressQuery, controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return;
        setResults(found);
        setError(null);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setResults([]);
        setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [addressQuery, geocoder]);

  const pick = (r: GeocodeResult) => {
    onAdd(r.lat, r.lng, r.label);
    setText('');
    setResults([]);
    setError(null);
  };

  const submit = async () => {
    const now = classifySearchInput(text);
    if (now.kind === 'empty') return setError(now.message);
    if (now.kind === 'coordinates') {
      onAdd(now.lat, now.lng, null);
      setText('');
      setError(null);
      return;
    }
    if (now.query.length < GEOCODE_MIN_LENGTH) return setError(ADDRESS_MIN_LENGTH_MESSAGE);
    try {
      const found =
        now.query === addressQuery && results.length ? results : await geocoder.forward(now.query);
      if (found[0]) pick(found[0]);
      else setError(noPlaceMessage(now.query));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const live = classifySearchInput(text);
  return (
    <Box
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      role="search"
      aria-label="Find a location by address or coordinates"
    >
      <Field.Root invalid={!!error}>
        <Field.Label>Address, ZIP code or coordinates</Field.Label>
        <Flex gap="2" w="full">
          <Input
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
              onNewSearch?.();
            }}
            placeholder={`e.g. Tampa, FL · 33602 · 27.95, -82.46 · 27°57′N 82°27′W`}
            autoComplete="off"
            aria-controls={listId}
          />
          <Button type="submit" variant="outline" aria-label="Search">
            <LuSearch aria-hidden="true" />
          </Button>
        </Flex>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {geocoder.kind === 'offline'
              ? 'US places and ZIP codes (offline directory), or latitude and longitude.'
              : 'US addresses, or latitude and longitude.'}
          </Field.HelperText>
        )}
      </Field.Root>
      <Box id={listId} aria-live="polite" mt="2">
        {live.kind === 'coordinates' ? (
          <Button variant="subtle" size="sm" onClick={() => void submit()}>
            <LuMapPin aria-hidden="true" /> Add {live.lat.toFixed(5)}, {live.lng.toFixed(5)}
          </Button>
        ) : loading ? (
          <Flex align="center" gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="xs" /> Searching…
          </Flex>
        ) : results.length > 0 && live.kind === 'address' ? (
          <List.Root listStyleType="none" gap="1" aria-label="Search results">
            {results.map((r) => (
              <List.Item key={r.id}>
                <Button
                  variant="ghost"
                  size="sm"
                  w="full"
                  justifyContent="flex-start"
                  fontWeight="normal"
                  onClick={() => pick(r)}
                >
                  <LuMapPin aria-hidden="true" />
                  <Text truncate>{r.label}</Text>
                </Button>
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Box>
    </Box>
  );
}

function CpcIdSearch({ onAddCpcId, onNewSearch }: Pick<LocationSearchProps, 'onAddCpcId' | 'onNewSearch'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Box
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        const check = validateCpcId(text);
        if (!check.ok) return setError(check.message);
        setError(null);
        setText('');
        onAddCpcId(check.id);
      }}
      aria-label="Add a location by CPC ID"
    >
      <Field.Root invalid={!!error}>
        <Field.Label>CPC ID</Field.Label>
        <Flex gap="2" w="full">
          <Input
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
              onNewSearch?.();
            }}
            inputMode="numeric"
            maxLength={CPC_ID_MAX_LENGTH}
            placeholder="e.g. 9490"
            autoComplete="off"
          />
          <Button type="submit" variant="outline">
            Add
          </Button>
        </Flex>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            The CPC grid cell number (row × 300 + column from the south-west corner).
          </Field.HelperText>
        )}
      </Field.Root>
    </Box>
  );
}

/**
 * Add a location without the map: address or coordinates, or a CPC ID
 * (docs/requirements.md#access-and-routing, #validation-rules).
 */
export function LocationSearch(props: LocationSearchProps) {
  return (
    <Tabs.Root defaultValue="address" variant="enclosed" size="sm">
      <Tabs.List>
        <Tabs.Trigger value="address">Address or coordinates</Tabs.Trigger>
        <Tabs.Trigger value="cpc">CPC ID</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="address" pt="3">
        <AddressSearch geocoder={props.geocoder} onAdd={props.onAdd} onNewSearch={props.onNewSearch} />
      </Tabs.Content>
      <Tabs.Content value="cpc" pt="3">
        <CpcIdSearch onAddCpcId={props.onAddCpcId} onNewSearch={props.onNewSearch} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
