import { describe, expect, it } from 'vitest';
import {
  agentTimeline,
  clientFullName,
  clientListScopeOf,
  clientMatchesSearch,
  clientsMatchingSearch,
  compareClientsByName,
  displayNameOf,
  quoteEventNames,
  type QuoteHistoryEvent,
  quoteHistoryEvents,
  quoteSaveOperationOf,
  quoteSaveOperations,
  quoteShareOperationOf,
  quoteShareOperations,
  quoteStatusOf,
} from './index.js';
import { formatIndexValue, formatUsd, formatUsdWhole } from './format.js';

describe('quoteStatusOf', () => {
  it('is Saved while frozenAt is empty and Submitted once set', () => {
    expect(quoteStatusOf({})).toBe('Saved');
    expect(quoteStatusOf({ frozenAt: null })).toBe('Saved');
    expect(quoteStatusOf({ frozenAt: '' })).toBe('Saved');
    expect(quoteStatusOf({ frozenAt: '2026-11-21T10:00:00.000Z' })).toBe('Submitted');
  });
});

describe('agentTimeline', () => {
  const event = (
    eventDate: string,
    eventName: string,
    audience: ('Agent' | 'Client')[],
  ): QuoteHistoryEvent => ({
    eventDate,
    eventName,
    eventType: 'QUOTE_SAVED',
    description: '',
    audience,
  });

  it('keeps the events for Agent, oldest first (ties in recorded order)', () => {
    const events = [
      event('2026-11-21T10:05:00.000Z', 'b', ['Agent']),
      event('2026-11-21T10:00:00.000Z', 'a', ['Agent', 'Client']),
      event('2026-11-21T10:01:00.000Z', 'client only', ['Client']),
      event('2026-11-21T10:05:00.000Z', 'c', ['Agent']),
    ];
    expect(agentTimeline(events).map((e) => e.eventName)).toEqual(['a', 'b', 'c']);
    expect(agentTimeline(undefined)).toEqual([]);
  });

  it("orders by instant whatever the precision or offset (a quote's and its contract's events)", () => {
    const events = [
      event('2026-11-21T10:00:00Z', 'third', ['Agent']),
      event('2026-11-21T09:59:59.500Z', 'second', ['Agent']),
      event('2026-11-21T11:59:00+02:00', 'first', ['Agent']),
    ];
    expect(agentTimeline(events).map((e) => e.eventName)).toEqual(['first', 'second', 'third']);
  });

  it('names the share event after its recipients', () => {
    expect(quoteEventNames.shared(['a@example.com', 'b@example.com'])).toBe(
      'Shared with a@example.com, b@example.com',
    );
  });
});

describe('quoteHistoryEvents', () => {
  const at = '2026-11-21T15:00:00.000Z';
  const riley = { email: 'riley@example.com', profile: { firstName: 'Riley', lastName: 'Stone' } };
  const nameless = { email: 'agent@example.com', profile: { firstName: ' ', lastName: null } };
  const agentOnly = { eventDate: at, audience: ['Agent'] };

  it('records who saved, shared and deleted, by name or else by e-mail, for the agent', () => {
    expect(quoteHistoryEvents.saved(at, riley)).toEqual({
      ...agentOnly,
      eventName: 'Premium indication created',
      eventType: 'QUOTE_SAVED',
      description: 'Saved by Riley Stone',
    });
    expect(quoteHistoryEvents.saved(at, nameless).description).toBe('Saved by agent@example.com');
    expect(quoteHistoryEvents.shared(at, ['a@example.com', 'b@example.com'], riley)).toEqual({
      ...agentOnly,
      eventName: 'Shared with a@example.com, b@example.com',
      eventType: 'QUOTE_SHARED',
      description: 'E-mailed by Riley Stone',
    });
    expect(quoteHistoryEvents.deleted(at, nameless)).toEqual({
      ...agentOnly,
      eventName: 'Premium indication deleted',
      eventType: 'QUOTE_DELETED',
      description: 'Deleted by agent@example.com',
    });
  });

  it('names the attached client with their e-mail', () => {
    expect(quoteHistoryEvents.clientAttached(at, riley)).toEqual({
      ...agentOnly,
      eventName: 'Client attached',
      eventType: 'CLIENT_ATTACHED',
      description: 'Riley Stone (riley@example.com)',
    });
  });
});

describe('displayNameOf', () => {
  it('names a person "First Last", by whatever part is present, else by e-mail', () => {
    expect(displayNameOf({ firstName: ' Dana ', lastName: 'Reyes', email: 'd@x.com' })).toBe('Dana Reyes');
    expect(displayNameOf({ firstName: null, lastName: 'Reyes', email: 'd@x.com' })).toBe('Reyes');
    expect(displayNameOf({ firstName: '', lastName: ' ', email: 'd@x.com' })).toBe('d@x.com');
    expect(displayNameOf({})).toBe('');
  });
});

describe('clients', () => {
  const dana = {
    email: 'dana.reyes@harbor.example',
    profile: { firstName: 'Dana', lastName: 'Reyes', companyName: 'Harbor & Field' },
  };
  const jose = { email: 'jose@example.com', profile: { firstName: 'José', lastName: 'Álvarez' } };

  it('managers list the organisation, agents their own', () => {
    expect(clientListScopeOf('agent')).toBe('own');
    expect(clientListScopeOf('primaryAgent')).toBe('organization');
    expect(clientListScopeOf('superAdmin')).toBe('organization');
    expect(clientListScopeOf('admin')).toBe('organization');
  });

  it('searches names and e-mail, case- and accent-insensitively, every word', () => {
    for (const q of ['dana', 'REYES', 'dana re', 'reyes dana', '@harbor', 'Dana.Reyes', '', '  '])
      expect(clientMatchesSearch(dana, q), q).toBe(true);
    for (const q of ['blake', 'dana blake', 'harbour']) expect(clientMatchesSearch(dana, q), q).toBe(false);
    expect(clientMatchesSearch(jose, 'jose alvarez')).toBe(true);
  });

  it('searches the company name too, word by word with the person', () => {
    for (const q of ['field', 'harbor & field', 'FIELD dana', 'reyes harbor'])
      expect(clientMatchesSearch(dana, q), q).toBe(true);
    expect(clientMatchesSearch(dana, 'field blake')).toBe(false);
    expect(clientMatchesSearch(jose, 'field')).toBe(false);
  });

  it('keeps the matching clients in their order, all of them for an empty search', () => {
    expect(clientsMatchingSearch([jose, dana], 'reyes dana')).toEqual([dana]);
    expect(clientsMatchingSearch([jose, dana], ' ')).toEqual([jose, dana]);
    expect(clientsMatchingSearch([jose, dana], 'nobody')).toEqual([]);
  });

  it('sorts by last name, then first name', () => {
    const list = [
      { email: 'z@x.com', profile: { firstName: 'Zoe', lastName: 'adams' } },
      dana,
      { email: 'a@x.com', profile: { firstName: 'Ann', lastName: 'Reyes' } },
      jose,
      { email: 'b@x.com', profile: { firstName: 'Bo', lastName: 'Adams' } },
    ];
    expect(list.sort(compareClientsByName).map(clientFullName)).toEqual([
      'Bo Adams',
      'Zoe adams',
      'José Álvarez',
      'Ann Reyes',
      'Dana Reyes',
    ]);
  });
});

describe('formats', () => {
  it('USD with cents; inches to 2 decimals, deg F to 1', () => {
    expect(formatUsd(100000)).toBe('$100,000.00');
    expect(formatUsd(3461.4)).toBe('$3,461.40');
    expect(formatUsdWhole(250000)).toBe('$250,000');
    expect(formatUsdWhole(1234.5)).toBe('$1,234.50');
    expect(formatIndexValue(12, 'inch')).toBe('12.00 in');
    expect(formatIndexValue(95.04, 'deg_F')).toBe('95.0 °F');
  });
});

describe('save and share operations by program', () => {
  it('serve every program with exactly one save and one share', () => {
    expect(quoteSaveOperationOf('HPC')).toBe('saveLPCInsuranceQuote');
    expect(quoteSaveOperationOf('LPC')).toBe('saveLPCInsuranceQuote');
    expect(quoteSaveOperationOf('LTC')).toBe('saveLTCInsuranceQuote');
    expect(quoteSaveOperationOf('HTC')).toBe('saveHTCInsuranceQuote');
    expect(quoteShareOperationOf('HPC')).toBe('sharePrecipInsuranceQuote');
    expect(quoteShareOperationOf('LPC')).toBe('sharePrecipInsuranceQuote');
    expect(quoteShareOperationOf('LTC')).toBe('shareLtcInsuranceQuote');
    expect(quoteShareOperationOf('HTC')).toBe('shareLtcInsuranceQuote');
    for (const table of [quoteSaveOperations, quoteShareOperations]) {
      const served = Object.values(table).flat().sort();
      expect(served).toEqual(['HPC', 'HTC', 'LPC', 'LTC']);
    }
  });
});
