import { clientsMatchingSearch } from '@almanac/core';
import { Avatar, Box, Button, Flex, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSearch, LuUserPlus } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { clientDisplayName, type ClientUser } from '../../../shared/clients/clients-api.js';
import { clientPath } from '../model/paths.js';

/**
 * The Clients area's left column (docs/requirements.md#clients): "Add new client", a search over
 * the loaded clients (core's client search, as the Select Client dialog), and the list; the open
 * client is highlighted.
 */
export function ClientList({
  clients,
  count,
  onAdd,
  onNavigate,
}: {
  clients: readonly ClientUser[];
  /** Every client the agent has (the list holds the first 200). */
  count: number;
  onAdd: () => void;
  /** A client was chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}) {
  const [search, setSearch] = useState('');
  const shown = clientsMatchingSearch(clients, search);

  return (
    <Stack gap="3" minH="0" flex="1">
      <Button variant="outline" onClick={onAdd} w="full">
        <LuUserPlus aria-hidden="true" /> Add new client
      </Button>
      <InputGroup startElement={<LuSearch aria-hidden="true" />}>
        <Input
          type="search"
          aria-label="Search clients"
          placeholder="Search by name or e-mail"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </InputGroup>
      <Text fontSize="xs" color="fg.muted" aria-live="polite">
        {search.trim()
          ? `${shown.length} of ${clients.length} clients`
          : count > clients.length
            ? `The first ${clients.length} of ${count} clients`
            : `${clients.length} client${clients.length === 1 ? '' : 's'}`}
      </Text>
      {shown.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" py="4" textAlign="center">
          No client matches your search.
        </Text>
      ) : (
        <Box as="nav" aria-label="Clients" overflowY="auto" minH="0" mx="-2" px="2">
          <Stack as="ul" gap="1" listStyleType="none">
            {shown.map((c) => (
              <li key={c._id}>
                <Flex
                  asChild
                  gap="3"
                  align="center"
                  px="3"
                  py="2"
                  borderRadius="md"
                  _hover={{ bg: 'bg.muted' }}
                  css={{ '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.fg' } }}
                >
                  <NavLink to={clientPath(c._id)} onClick={onNavigate}>
                    <Avatar.Root size="sm" colorPalette="secondary" variant="subtle">
                      <Avatar.Fallback name={clientDisplayName(c)} />
                    </Avatar.Root>
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium" truncate>
                        {clientDisplayName(c)}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {c.email}
                      </Text>
                    </Stack>
                  </NavLink>
                </Flex>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
