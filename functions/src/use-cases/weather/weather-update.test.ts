import {
  AppError,
  DATA_UPDATE_INTERRUPTED_ERROR,
  WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE,
  type Role,
} from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DataUpdateRunRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { HOUR, inMemoryWorld, MINUTE, type InMemoryWorld } from '../testing/in-memory-ports.js';
import { getDataUpdateRuns } from './get-data-update-runs.js';
import { runWeatherUpdate, shortError } from './run-weather-update.js';

const NOW = '2026-11-20T05:30:00.000Z';
const CPC = 'cpc_precip_us-daily' as const;
const PRISM = 'prism-precip-daily' as const;

let w: InMemoryWorld;
beforeEach(() => {
  w = inMemoryWorld({ start: NOW });
  w.datasetUpdater.datasets = [CPC];
});

const runs = () => w.store.dataUpdateRuns.listRecent(50);

describe('runWeatherUpdate', () => {
  it('adds the newest days: the run goes RUNNING → SUCCEEDED with the latest day before and after', async () => {
    w.datasetUpdater.latest.set(CPC, '2026-11-16');
    w.datasetUpdater.nextLatest.set(CPC, '2026-11-19');
    const seen: DataUpdateRunRecord[] = [];
    const update = w.datasetUpdater.update.bind(w.datasetUpdater);
    w.datasetUpdater.update = async (...args) => {
      seen.push(...(await runs())); // what operations would see while it runs
      w.clock.advance(2 * MINUTE);
      return update(...args);
    };

    const report = await runWeatherUpdate(w.ports, 'schedule');

    expect(seen).toEqual([
      expect.objectContaining({ datasetId: CPC, status: 'RUNNING', trigger: 'schedule', startedAt: NOW }),
    ]);
    expect(w.datasetUpdater.calls).toEqual([
      { datasetId: CPC, today: '2026-11-20', latestDate: '2026-11-16' },
    ]);
    const expected = {
      id: 'id-1',
      datasetId: CPC,
      status: 'SUCCEEDED',
      trigger: 'schedule',
      startedAt: NOW,
      finishedAt: '2026-11-20T05:32:00.000Z',
      latestDateBefore: '2026-11-16',
      latestDateAfter: '2026-11-19',
      daysAdded: 3,
      filesIngested: 1,
    };
    expect(report).toEqual({ configured: true, runs: [expected], skipped: [], interrupted: [] });
    expect(await runs()).toEqual([expected]);
    expect(w.logger.lines).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'Weather data update' }),
    );
  });

  it('counts every stored day on a first ingest', async () => {
    w.datasetUpdater.nextLatest.set(CPC, '2026-11-19');
    const {
      runs: [run],
    } = await runWeatherUpdate(w.ports, 'command');
    expect(run).toMatchObject({
      status: 'SUCCEEDED',
      trigger: 'command',
      daysAdded: 10,
      latestDateAfter: '2026-11-19',
    });
    expect(run!.latestDateBefore).toBeUndefined();
  });

  it('records UP_TO_DATE when the latest day did not move', async () => {
    w.datasetUpdater.latest.set(CPC, '2026-11-19');
    const {
      runs: [run],
    } = await runWeatherUpdate(w.ports, 'schedule');
    expect(run).toMatchObject({
      status: 'UP_TO_DATE',
      latestDateBefore: '2026-11-19',
      latestDateAfter: '2026-11-19',
      daysAdded: 0,
      filesIngested: 1,
    });
    expect((await runs())[0]!.status).toBe('UP_TO_DATE');
  });

  it('records a failure with a short error text (no stack, no credentials), and goes on with the next dataset', async () => {
    w.datasetUpdater.datasets = [CPC, PRISM];
    w.datasetUpdater.latest.set(CPC, '2026-11-16');
    const failure = new Error(
      'HTTP 503 for https://user:secret@downloads.example/precip.V1.0.2026.nc\n    at fetch (x.js:1)',
    );
    w.datasetUpdater.failWith.set(CPC, failure);
    w.datasetUpdater.latest.set(PRISM, '2026-11-18');
    w.datasetUpdater.nextLatest.set(PRISM, '2026-11-19');

    const report = await runWeatherUpdate(w.ports, 'schedule');

    expect(report.runs.map((r) => [r.datasetId, r.status])).toEqual([
      [CPC, 'FAILED'],
      [PRISM, 'SUCCEEDED'],
    ]);
    const [failed] = report.runs;
    expect(failed).toMatchObject({
      error: 'HTTP 503 for https://downloads.example/precip.V1.0.2026.nc',
      latestDateBefore: '2026-11-16',
      latestDateAfter: '2026-11-16',
      daysAdded: 0,
      filesIngested: 0,
      finishedAt: NOW,
    });
    expect(await w.store.dataUpdateRuns.get(failed!.id)).toEqual(failed);
    expect(w.logger.lines).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Weather data update failed' }),
    );
  });

  it('bounds a long error text', () => {
    expect(shortError(new Error('x'.repeat(1000)))).toHaveLength(300);
    expect(shortError('plain')).toBe('plain');
    expect(shortError(new Error(''))).toBe('The update failed.');
  });

  it('marks a run left RUNNING for over an hour FAILED, and skips a dataset whose run is still going', async () => {
    w.datasetUpdater.datasets = [CPC, PRISM];
    const stale: DataUpdateRunRecord = {
      id: 'crashed',
      datasetId: CPC,
      status: 'RUNNING',
      trigger: 'schedule',
      startedAt: new Date(Date.parse(NOW) - 25 * HOUR).toISOString(),
      daysAdded: 0,
      filesIngested: 0,
    };
    const going = {
      ...stale,
      id: 'going',
      datasetId: PRISM,
      startedAt: new Date(Date.parse(NOW) - 10 * MINUTE).toISOString(),
    };
    await w.store.dataUpdateRuns.create(stale);
    await w.store.dataUpdateRuns.create(going);
    w.datasetUpdater.latest.set(CPC, '2026-11-19');

    const report = await runWeatherUpdate(w.ports, 'schedule');

    expect(report.interrupted).toEqual(['crashed']);
    expect(report.skipped).toEqual([PRISM]);
    expect(report.runs.map((r) => [r.datasetId, r.status])).toEqual([[CPC, 'UP_TO_DATE']]);
    expect(await w.store.dataUpdateRuns.get('crashed')).toMatchObject({
      status: 'FAILED',
      finishedAt: NOW,
      error: DATA_UPDATE_INTERRUPTED_ERROR,
    });
    expect((await w.store.dataUpdateRuns.get('going'))!.status).toBe('RUNNING');
    expect(w.datasetUpdater.calls.map((c) => c.datasetId)).toEqual([CPC]);
  });

  it('records nothing when no dataset is configured, and answers what to configure', async () => {
    w.datasetUpdater.datasets = [];
    expect(await runWeatherUpdate(w.ports, 'schedule')).toEqual({
      configured: false,
      message: WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE,
      runs: [],
      skipped: [],
      interrupted: [],
    });
    expect(WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE).toContain('WEATHER_UPDATE_SOURCES=cpc');
    expect(WEATHER_UPDATE_NOT_CONFIGURED_MESSAGE).toContain('npm run data -- update');
    expect(await runs()).toEqual([]);
    expect(w.logger.lines.map((l) => l.message)).toEqual([
      'Weather data update is not configured (WEATHER_UPDATE_SOURCES): nothing to do',
    ]);
  });
});

describe('getDataUpdateRuns', () => {
  const callerOf = (userId: string, role: Role): Caller => ({
    userId,
    role,
    confirmed: true,
    sessionHash: `h-${userId}`,
  });
  const user = async (id: string, role: Role) => {
    await w.store.users.create({
      id,
      email: `${id}@example.com`,
      role,
      passwordHash: 'x',
      createdAt: NOW,
      updatedAt: NOW,
      confirmedAt: NOW,
      profile: { firstName: 'Sam', lastName: id },
      permissions: [],
      organizationId: 'org-1',
    });
    return callerOf(id, role);
  };

  beforeEach(async () => {
    for (let day = 1; day <= 60; day++) {
      const startedAt = new Date(Date.parse('2026-09-01T05:30:00.000Z') + day * 24 * HOUR).toISOString();
      await w.store.dataUpdateRuns.create({
        id: `run-${day}`,
        datasetId: CPC,
        status: day === 60 ? 'FAILED' : 'UP_TO_DATE',
        trigger: 'schedule',
        startedAt,
        finishedAt: startedAt,
        daysAdded: 0,
        filesIngested: 1,
        ...(day === 60
          ? { error: 'HTTP 404' }
          : { latestDateBefore: '2026-10-01', latestDateAfter: '2026-10-01' }),
      });
    }
  });

  it('lists the runs newest first for internal users and super admins (default 20, at most 50)', async () => {
    for (const role of ['internal', 'superAdmin'] as const) {
      const caller = await user(`ops-${role}`, role);
      const list = await getDataUpdateRuns(w.ports, caller, {});
      expect(list).toHaveLength(20);
      expect(list[0]).toMatchObject({
        _id: 'run-60',
        id: 'run-60',
        status: 'FAILED',
        error: 'HTTP 404',
        latestDateBefore: null,
        latestDateAfter: null,
      });
      expect(list[1]).toMatchObject({ id: 'run-59', error: null, latestDateAfter: '2026-10-01' });
      expect(await getDataUpdateRuns(w.ports, caller, { limit: 50 })).toHaveLength(50);
      expect((await getDataUpdateRuns(w.ports, caller, { limit: 3 })).map((r) => r.id)).toEqual([
        'run-60',
        'run-59',
        'run-58',
      ]);
    }
  });

  it('refuses a limit outside 1..50 or not whole', async () => {
    const caller = await user('ops', 'internal');
    for (const limit of [0, 51, 2.5, -1]) {
      await expect(getDataUpdateRuns(w.ports, caller, { limit })).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('refuses every other role (INVALID_PERMISSIONS) and an anonymous caller', async () => {
    for (const role of ['agent', 'primaryAgent', 'admin', 'client'] as const) {
      const caller = await user(`u-${role}`, role);
      await expect(getDataUpdateRuns(w.ports, caller, {})).rejects.toMatchObject({
        code: 'INVALID_PERMISSIONS',
      });
    }
    await expect(getDataUpdateRuns(w.ports, null, {})).rejects.toBeInstanceOf(AppError);
    await expect(getDataUpdateRuns(w.ports, null, {})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
